import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

function expectEnvelope(res: { statusCode: number; body: string }, code: number, msg?: string | RegExp) {
  expect(res.statusCode).toBe(code);
  const body = JSON.parse(res.body) as { code: number; msg: string };
  expect(body.code).toBe(code);
  expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  if (msg) expect(body.msg).toMatch(msg);
  expect(res.body).not.toMatch(/\bat \S+:\d+|stack|Error:/);
  return body as { code: number; msg: string; errors?: { field: string; msg: string }[] };
}

describe('bad input never causes a 500', () => {
  it('malformed JSON', async () => {
    expectEnvelope(await post('/portal/api/login', '{"username":'), 400, '请求体不是合法的 JSON');
  });

  it('empty JSON body', async () => {
    expectEnvelope(await post('/portal/api/login', ''), 400);
  });

  it('wrong types and missing fields, reported per field', async () => {
    const body = expectEnvelope(await post('/portal/api/login', JSON.stringify({ username: 12, password: true })), 400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.username', msg: 'username 应为文本' },
        { field: 'body.ticket', msg: '缺少必填项 ticket' },
      ]),
    );
  });

  it('unknown fields are rejected, not silently dropped', async () => {
    const payload = JSON.stringify({ username: 'a', password: 'b', ticket: 'c', isAdmin: true });
    const body = expectEnvelope(await post('/portal/api/login', payload), 400);
    expect(body.errors).toContainEqual({ field: 'body.isAdmin', msg: '不支持的字段 isAdmin' });
  });

  it('values outside the declared formats and ranges', async () => {
    const sms = await server.app.inject({ url: '/portal/api/registerSms?phonenumber=12345' });
    expect(expectEnvelope(sms, 400).errors).toEqual([{ field: 'query.phonenumber', msg: 'phonenumber 格式不正确' }]);
    const page = await server.app.inject({ url: '/system/dict/data/type/BAD TYPE' });
    expectEnvelope(page, 400);
    const outbox = await server.app.inject({ url: '/dev/sandbox/outbox?limit=100000' });
    expect(expectEnvelope(outbox, 400).errors?.[0]?.msg).toBe('limit 不能大于 200');
    const id = await server.app.inject({ url: '/dev/sandbox/captcha/not-a-uuid' });
    expectEnvelope(id, 400);
  });

  it('unknown enum values', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/system/dict/data/list?status=9' });
    // Authentication is checked before validation: the caller learns nothing about the parameters.
    expectEnvelope(res, 401);
    const admin = await server.app.inject({
      method: 'GET',
      url: '/system/dict/data/list?status=9',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(expectEnvelope(admin, 400).errors?.[0]?.msg).toBe('status 的取值无效，可选值：0、1');
  });

  it('oversized bodies', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'p', ticket: 't' });
    expectEnvelope(await post('/portal/api/login', huge), 413, '请求内容过大');
  });

  it('unsupported content types', async () => {
    expectEnvelope(await post('/portal/api/login', 'username=a', 'text/plain'), 415);
  });

  it('unknown paths and methods', async () => {
    expectEnvelope(await server.app.inject({ url: '/portal/no-such-call' }), 404, '访问资源不存在');
    expectEnvelope(await server.app.inject({ method: 'DELETE', url: '/portal/api/login' }), 404);
  });

  it('a bearer token of absurd length is treated as no token', async () => {
    const res = await server.app.inject({ url: '/portal/getInfo', headers: { authorization: `Bearer ${'a'.repeat(5000)}` } });
    expectEnvelope(res, 401, '认证失败，无法访问系统资源');
  });
});

describe('responses', () => {
  it('carry security headers', async () => {
    const res = await server.app.inject({ url: '/system/dict/data/type/sys_user_sex' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The SPA previews PDFs in a frame of a blob: URL; no other frame source is opened up.
    expect(res.headers['content-security-policy']).toMatch(/frame-src 'self' blob:(;|$)/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

async function adminToken(): Promise<string> {
  const { login } = await import('../support/flows.ts');
  const { DEMO } = await import('../../server/seed/demo-accounts.ts');
  return login(server, DEMO.admin.username, DEMO.admin.password);
}
