import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { Contract, OperationInfo } from '../../server/http/contract.ts';

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

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

  function validatorFor(op: OperationInfo, status: number): ValidateFunction | undefined {
    const responses = ((contract.document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[op.path]![
      op.method.toLowerCase()
    ]!).responses;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    if (!key) return undefined;
    const ref = `contract#/paths/${escape(op.path)}/${op.method.toLowerCase()}/responses/${key}`;
    if (!cache.has(ref)) {
      const response = responses[key] as { $ref?: string };
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
      if (!(response.headers.get('content-type') ?? '').includes('application/json')) return;
      const validate = validatorFor(op, response.status);
      if (!validate) throw new Error(`${op.operationId} 的契约没有声明状态 ${response.status}`);
      const body = await response.clone().json();
      if (!validate(body)) {
        throw new Error(`${op.operationId} ${response.status} 的响应不符合契约：${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
      }
    },
  };
}
