import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { certificateItemInputSchema, certificateItemUpdateSchema } from '../../forms/certificate.ts';
import { enterpriseUpdateSchema } from '../../forms/enterprise.ts';
import { normalizeWithSchema } from '../../forms/normalize.ts';
import { recordRegistry } from '../../forms/registry.ts';

type Json = Record<string, unknown>;

// Contract request bodies whose strings are normalised as their shared zod schema normalises them. Only record
// bodies: a password or a verification code is checked exactly as it was sent.
const SHAPES: Record<string, z.ZodType> = {
  ...Object.fromEntries(
    recordRegistry.flatMap((record) => [
      [record.contractSchema, record.input],
      [record.updateContractSchema, record.update],
    ]),
  ),
  CertificateItemInput: certificateItemInputSchema,
  CertificateItemUpdate: certificateItemUpdateSchema,
  // A patch and a draft carry some of the licence's fields; each field is normalised like the whole licence's.
  EnterprisePatch: enterpriseUpdateSchema,
  EnterpriseDraftInput: enterpriseUpdateSchema,
};

const COMPONENT_REF = /^#\/components\/schemas\/([^/]+)$/;

/**
 * The shared schema that normalises an operation's request body, read from the body's `$ref` in the
 * bundled contract; undefined for a body that is not a record.
 */
export function bodyShapeOf(operation: Json): z.ZodType | undefined {
  const content = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)?.content;
  for (const media of Object.values(content ?? {})) {
    const name = COMPONENT_REF.exec(media.schema?.$ref ?? '')?.[1];
    if (name && Object.hasOwn(SHAPES, name)) return SHAPES[name];
  }
  return undefined;
}

/**
 * A preValidation hook that normalises a record body (trimmed text, full-width digits folded, credit codes
 * and ID numbers upper-cased, spaces out of phones) before the contract's length and pattern checks, so a
 * pasted `" 91110000ma01abcd1m "` is judged, and stored, as the browser's form would send it.
 */
export function normalizeBody(shape: z.ZodType) {
  return async (request: FastifyRequest) => {
    if (request.body !== undefined) request.body = normalizeWithSchema(shape, request.body);
  };
}
