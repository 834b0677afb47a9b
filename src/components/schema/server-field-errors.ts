import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/api-error';

/**
 * Puts a failed save's field errors (`ApiError.errors`, fields like `body.projectName`) on the form's fields.
 * Errors for fields the form does not show are left to the toast the client middleware already showed.
 * Returns the name of the first field that got an error (to focus once the form is enabled), or null.
 * `fieldOf` maps a submitted key to the field showing it (spread keys, array items).
 *
 * @example applyServerFieldErrors(error, form.setError, ['projectName', 'startDate'])
 */
export function applyServerFieldErrors(
  error: unknown,
  setError: UseFormSetError<FieldValues>,
  fields: readonly string[],
  fieldOf: (key: string) => string | undefined = (key) => key,
): string | null {
  if (!(error instanceof ApiError) || !error.errors) return null;
  let first: string | null = null;
  for (const { field, msg } of error.errors) {
    const name = fieldOf(field.replace(/^(body|query|path)\./, ''));
    if (!name || !fields.includes(name)) continue;
    setError(name, { type: 'server', message: msg });
    first ??= name;
  }
  return first;
}
