import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../server/app.ts';
import { loadContract, type Contract } from '../../server/http/contract.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { login } from '../support/flows.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Operations the contract declares that no issue has implemented yet. They answer 501; this number is
 * the roadmap and must reach 0. Lower it in the same change that implements operations.
 */
const REMAINING = 73;

let server: TestServer;
let contract: Contract;
beforeAll(async () => {
  [server, contract] = await Promise.all([startTestServer(), loadContract()]);
});
afterAll(() => server.close());

describe('roadmap', () => {
  it('binds every handler to a contract operation', () => {
    const unknown = Object.keys(handlers).filter((id) => !contract.operations.has(id));
    expect(unknown).toEqual([]);
  });

  it(`has ${REMAINING} operations left to implement`, () => {
    const remaining = [...contract.operations.keys()].filter((id) => !(id in handlers)).sort();
    console.info(`尚未实现的契约操作：${remaining.length} / ${contract.operations.size}\n${remaining.join(', ')}`);
    expect(remaining).toHaveLength(REMAINING);
  });

  it('answers 501 with an error envelope for each unimplemented operation that needs no input', async () => {
    const token = await login(server, DEMO.admin.username, DEMO.admin.password);
    const doc = contract.document as { paths: Record<string, Record<string, { parameters?: { required?: boolean }[]; requestBody?: unknown }>> };
    let checked = 0;
    for (const op of contract.operations.values()) {
      if (op.operationId in handlers) continue;
      const spec = doc.paths[op.path]![op.method.toLowerCase()]!;
      const needsInput = op.path.includes('{') || spec.requestBody || (spec.parameters ?? []).some((p) => p.required);
      if (needsInput) continue;
      const res = await server.app.inject({ method: op.method as 'GET', url: op.path, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, op.operationId).toBe(501);
      expect(JSON.parse(res.body), op.operationId).toEqual({ code: 501, msg: `接口 ${op.operationId} 尚未实现` });
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
