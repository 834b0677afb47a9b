import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const base: Options = {
  strict: false,
  allErrors: true,
  verbose: true,
  useDefaults: true,
  removeAdditional: false,
  addUsedSchema: false,
};

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...base, ...options });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/**
 * Validates requests against the contract. Query strings, path parameters and headers arrive as text,
 * so their types are coerced (and single values become arrays where an array is declared); JSON bodies
 * already carry types, so a string where a number belongs is an error, not something to fix up.
 */
export function installValidator(app: FastifyInstance): void {
  const textParts = createAjv({ coerceTypes: 'array' });
  const body = createAjv({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? body : textParts).compile(schema));
}
