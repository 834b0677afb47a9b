import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, handlers, MAX_JSON_BODY, MAX_UPLOAD_BYTES } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { loadContract, type OperationInfo } from '../../server/http/contract.ts';
import { createSandboxProviders } from '../../server/providers/sandbox.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { login } from '../support/flows.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Each answer below is made by the real server and checked by the test server's validator, which takes 413, 423,
// 429 and 503 only from a response the operation lists by that number (LISTED_STATUSES), and Retry-After only
// from a response that declares the header: removing one from an operation's contract fails its test here.

const config = { ...readConfig({ NODE_ENV: 'test' }), sandbox: true };
const limits = { captchasPerMinute: 20, uploadsPerHour: 2, unboundUploadFiles: 1, unboundUploadBytes: 2 ** 40 };
const contract = await loadContract();
const operations = [...contract.operations.values()];
type Operation = { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> };
const definition = (op: OperationInfo) =>
  (contract.document.paths as Record<string, Record<string, Operation>>)[op.path]![op.method.toLowerCase()]!;
const urlOf = (op: OperationInfo) => op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { limits } });
});
afterAll(() => server.close());

/** Checks an injected answer against the contract, as the test server's clients check theirs. */
async function check(method: string, url: string, res: LightMyRequestResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
  const response = new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  await server.validator.check(new Request(new URL(url, server.baseUrl), { method }), response);
}
/** Sends `inject` until it answers `status` or `tries` run out (a fixed window may start between two tries). */
async function until(status: number, tries: number, inject: () => Promise<LightMyRequestResponse>) {
  let res = await inject();
  for (let i = 1; i < tries && res.statusCode !== status; i++) res = await inject();
  return res;
}

describe('503: the database cannot be reached', () => {
  it('is listed, with Retry-After, by every operation, and every operation answers it', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.close();
    const app = await buildApp({ db: database.db, config, providers: createSandboxProviders(database.db) });
    try {
      // With a token the auth hook looks up the session before anything else, whatever the operation.
      for (const op of operations) {
        const res = await app.inject({ method: op.method as HTTPMethods, url: urlOf(op), headers: { authorization: 'Bearer some-token' } });
        expect(res.statusCode, op.operationId).toBe(503);
        expect(res.headers['retry-after'], op.operationId).toBeDefined();
        await check(op.method, urlOf(op), res);
      }
    } finally {
      await app.close();
    }
  });

  it('is also the answer, without Retry-After, when the SMS provider fails to send a code', async () => {
    const sandbox = createSandboxProviders(server.database.db);
    const sms = { send: () => Promise.reject(new Error('gateway down')) };
    const app = await buildApp({ db: server.database.db, config, providers: { ...sandbox, sms } });
    const url = '/portal/api/registerSms?phonenumber=13900000501';
    const res = await app.inject({ url, remoteAddress: '10.0.4.1' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeUndefined();
    await check('GET', url, res);
  });
});

describe('413: too large', () => {
  it('is listed by every operation with a request body, and each with a JSON body answers it to one over 1 MB', async () => {
    const unlisted = operations.filter((op) => definition(op).requestBody && !('413' in definition(op).responses));
    expect(unlisted.map((op) => op.operationId)).toEqual([]);
    const tokens = [
      await login(server, DEMO.member.username, DEMO.member.password),
      await login(server, DEMO.admin.username, DEMO.admin.password),
    ];
    const payload = JSON.stringify({ text: 'x'.repeat(MAX_JSON_BODY) });
    const refused: string[] = [];
    for (const op of operations.filter((o) => definition(o).requestBody?.content['application/json'])) {
      // The member may not call a few of them (403 before the body is read); the administrator may.
      let res: LightMyRequestResponse | undefined;
      for (const token of tokens) {
        res = await server.app.inject({
          method: op.method as HTTPMethods,
          url: urlOf(op),
          payload,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        });
        if (res.statusCode !== 403) break;
      }
      if (res!.statusCode !== 413) refused.push(`${op.operationId} ${res!.statusCode}`);
      await check(op.method, urlOf(op), res!);
    }
    expect(refused).toEqual([]);
  });

  it('is the answer of the upload to a file over 10 MB and to an enterprise over its quota of unsaved uploads', async () => {
    const upload = async (who: 'member' | 'basic', size: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(size)]), 'scan.png');
      const token = await login(server, DEMO[who].username, DEMO[who].password);
      const request = new Request(`${server.baseUrl}/portal/qyAttachmentFile/addYyzzFile`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      const res = await fetch(request.clone());
      await server.validator.check(request, res);
      return res.status;
    };
    expect(await upload('member', MAX_UPLOAD_BYTES)).toBe(413);
    expect(await upload('basic', 1024)).toBe(200);
    expect(await upload('basic', 1024)).toBe(413);
  });
});

describe('429: too many requests, and 423: locked', () => {
  it('is the answer of the upload once an enterprise has used its uploads for the hour', async () => {
    const token = await login(server, DEMO.basic.username, DEMO.basic.password);
    const url = '/portal/qyAttachmentFile/addYyzzFile';
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' };
    const upload = () => server.app.inject({ method: 'POST', url, payload: '--x--\r\n', headers });
    const res = await until(429, limits.uploadsPerHour * 2 + 1, upload);
    expect(res.statusCode).toBe(429);
    await check('POST', url, res);
  });

  it('is the answer of captchas, page views and SMS codes past their limits', async () => {
    const captcha = await until(429, limits.captchasPerMinute * 2 + 1, () =>
      server.app.inject({ url: '/captcha/generateWordClickCaptcha', remoteAddress: '10.0.4.2' }),
    );
    expect(captcha.statusCode).toBe(429);
    await check('GET', '/captcha/generateWordClickCaptcha', captcha);

    const view = { method: 'POST' as const, url: '/portal/api/analytics/pageView', payload: { path: '/' }, remoteAddress: '10.0.4.3' };
    const pageView = await until(429, 200, () => server.app.inject(view));
    expect(pageView.statusCode).toBe(429);
    await check('POST', view.url, pageView);

    const send = () => server.client.GET('/portal/api/registerSms', { params: { query: { phonenumber: '13900000502' } } });
    await send();
    await expect(send()).rejects.toMatchObject({ code: 429 });
  });

  it('is listed by every implemented operation that sends a code, except the password reset, which answers refusals like sends', () => {
    const sending = operations.filter((op) => op.sendsCode && op.operationId in handlers && op.operationId !== 'sendForgetPwdCode');
    expect(sending.length).toBeGreaterThan(0);
    expect(sending.filter((op) => !('429' in definition(op).responses)).map((op) => op.operationId)).toEqual([]);
  });

  it('423 is the answer of the login once a name has had five wrong passwords', async () => {
    const wrong = () => login(server, 'ghost-locked', 'Wrong-pass-1');
    for (let i = 1; i < 5; i++) await expect(wrong()).rejects.toMatchObject({ code: 400 });
    await expect(wrong()).rejects.toMatchObject({ code: 423 });
  });
});
