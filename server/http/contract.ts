import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

type Json = Record<string, unknown>;

/** What the server needs to know about one contract operation. */
export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  /** False when the operation declares `security: []`; optional auth counts as public. */
  requiresAuth: boolean;
  permissions: string[];
  roles: string[];
  /** `x-key-pages`: the /qyxx pages (forms/enterprise-pages.ts keys) that use it; a secondary key needs one of them. */
  keyPages: string[];
  /** `x-tokenless`: sent without a token even when one is stored (spec §7). */
  tokenless: boolean;
  /** `x-sends-code`: sends an SMS or mail code; the client waits 20 s for it (spec §9). */
  sendsCode: boolean;
}

export interface Contract {
  document: Json;
  operations: Map<string, OperationInfo>;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
export const CONTRACT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.yaml');

let cached: Promise<Contract> | undefined;

/** Bundles `openapi/openapi.yaml` (all files, internal refs kept) once per process. */
export function loadContract(): Promise<Contract> {
  cached ??= (async () => {
    const config = await createConfig({});
    const result = await bundle({ ref: CONTRACT_PATH, config });
    const document = result.bundle.parsed as Json;
    return { document, operations: listOperations(document) };
  })();
  return cached;
}

function listOperations(document: Json): Map<string, OperationInfo> {
  const operations = new Map<string, OperationInfo>();
  const globalSecurity = (document.security as Json[] | undefined) ?? [];
  for (const [route, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const security = (op.security as Json[] | undefined) ?? globalSecurity;
      const operationId = String(op.operationId);
      operations.set(operationId, {
        operationId,
        method: method.toUpperCase(),
        path: route,
        tag: ((op.tags as string[] | undefined) ?? [''])[0] ?? '',
        requiresAuth: security.length > 0 && !security.some((req) => Object.keys(req).length === 0),
        permissions: (op['x-permissions'] as string[] | undefined) ?? [],
        roles: (op['x-roles'] as string[] | undefined) ?? [],
        keyPages: (op['x-key-pages'] as string[] | undefined) ?? [],
        tokenless: op['x-tokenless'] === true,
        sendsCode: op['x-sends-code'] === true,
      });
    }
  }
  return operations;
}
