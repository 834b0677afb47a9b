import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/api-error';

/**
 * Puts the server's field errors (`ApiError.errors`, fields like `body.code` or `query.phonenumber`) on the
 * form's fields. Only fields listed in `fields` are set; the rest are left to the toast the client middleware
 * already showed. Returns true when at least one field error was set.
 *
 * @example applyFieldErrors(error, form.setError, ['phonenumber', 'code'])
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const { field, msg } of error.errors) {
    const name = field.replace(/^(body|query|path)\./, '');
    const target = fields.find((candidate) => candidate === name);
    if (!target) continue;
    setError(target, { type: 'server', message: msg }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
