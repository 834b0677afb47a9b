import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { Contract, OperationInfo } from '../../server/http/contract.ts';

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Statuses an operation must list by number when it can answer them, not leave to '4XX' or '5XX': body and upload
 * limits (413), a locked login (423), rate limits (429) and an unreachable database (503, with Retry-After).
 */
export const LISTED_STATUSES: ReadonlySet<number> = new Set([413, 423, 429, 503]);

interface ContractResponse {
  $ref?: string;
  headers?: Record<string, unknown>;
}

/** Checks every response body against the contract's schema for its operation and status. */
export function createResponseValidator(contract: Contract) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(contract.document, 'contract');
  const routes = [...contract.operations.values()].map((op) => ({
    op,
    params: (op.path.match(/\{/g) ?? []).length,
    regex: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const cache = new Map<string, ValidateFunction>();

  function match(method: string, pathname: string): OperationInfo | undefined {
    return routes
      .filter((r) => r.op.method === method && r.regex.test(pathname))
      .sort((a, b) => a.params - b.params)[0]?.op;
  }

  const responsesOf = (op: OperationInfo) =>
    ((contract.document.paths as Record<string, Record<string, { responses: Record<string, ContractResponse> }>>)[op.path]![
      op.method.toLowerCase()
    ]!).responses;
  // The bundled contract keeps its references inside the document (#/components/…).
  const resolve = (response: ContractResponse): ContractResponse =>
    response.$ref
      ? (response.$ref
          .split('/')
          .slice(1)
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], contract.document) as ContractResponse)
      : response;

  /** Which of the operation's responses describes `status`; a LISTED_STATUSES status only by its number. */
  function responseKey(op: OperationInfo, status: number): string | undefined {
    const keys = LISTED_STATUSES.has(status) ? [String(status)] : [String(status), `${String(status)[0]}XX`, 'default'];
    return keys.find((k) => k in responsesOf(op));
  }

  function validatorFor(op: OperationInfo, status: number): ValidateFunction | undefined {
    const key = responseKey(op, status);
    if (!key) return undefined;
    const ref = `contract#/paths/${escape(op.path)}/${op.method.toLowerCase()}/responses/${key}`;
    if (!cache.has(ref)) {
      const response = responsesOf(op)[key]!;
      const base = response.$ref ? `contract${response.$ref}` : ref;
      cache.set(ref, ajv.compile({ $ref: `${base}/content/application~1json/schema` }));
    }
    return cache.get(ref);
  }

  return {
    async check(request: Request, response: Response): Promise<void> {
      const url = new URL(request.url);
      const op = match(request.method, url.pathname);
      if (!op) throw new Error(`响应不属于任何契约操作：${request.method} ${url.pathname}`);
      const key = responseKey(op, response.status);
      if (!key) throw new Error(`${op.operationId} 的契约没有声明状态 ${response.status}`);
      if (response.headers.has('retry-after') && !resolve(responsesOf(op)[key]!).headers?.['Retry-After']) {
        throw new Error(`${op.operationId} 的契约没有为状态 ${response.status} 声明 Retry-After 响应头`);
      }
      if (!(response.headers.get('content-type') ?? '').includes('application/json')) return;
      const validate = validatorFor(op, response.status)!;
      const body = await response.clone().json();
      if (!validate(body)) {
        throw new Error(`${op.operationId} ${response.status} 的响应不符合契约：${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
      }
    },
  };
}
