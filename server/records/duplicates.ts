import { conflict, type FieldError } from '../errors.ts';
import { pgErrorCode } from '../db/pg-error.ts';

/** A `.catch` for writes that turns a unique-index violation into a 409 naming the field that clashes. */
export function rethrowDuplicate(field: FieldError) {
  return (error: unknown): never => {
    if (pgErrorCode(error) === '23505') throw conflict(field.msg, [field]);
    throw error;
  };
}
