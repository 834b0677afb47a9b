import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/api-error';

/**
 * Puts a failed save's field errors (`ApiError.errors`, fields like `body.projectName`) on the form's fields.
 * Errors for fields the form does not show are left to the toast the client middleware already showed.
 * Returns the name of the first field that got an error (to focus once the form is enabled), or null.
 *
 * @example applyServerFieldErrors(error, form.setError, ['projectName', 'startDate'])
 */
export function applyServerFieldErrors(error: unknown, setError: UseFormSetError<FieldValues>, fields: readonly string[]): string | null {
  if (!(error instanceof ApiError) || !error.errors) return null;
  let first: string | null = null;
  for (const { field, msg } of error.errors) {
    const name = field.replace(/^(body|query|path)\./, '');
    if (!fields.includes(name)) continue;
    setError(name, { type: 'server', message: msg });
    first ??= name;
  }
  return first;
}
