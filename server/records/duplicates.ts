import { conflict, type FieldError } from '../http/errors.ts';
import { pgErrorCode } from '../http/error-handler.ts';

/** A `.catch` for writes that turns a unique-index violation into a 409 naming the field that clashes. */
export function rethrowDuplicate(field: FieldError) {
  return (error: unknown): never => {
    if (pgErrorCode(error) === '23505') throw conflict(field.msg, [field]);
    throw error;
  };
}
