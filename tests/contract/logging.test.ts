import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { redactUrl } from '../../server/http/log-redaction.ts';
import { createSandboxProviders } from '../../server/providers/sandbox.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { seedDemoData, seedReferenceData } from '../../server/seed/seed.ts';
import { createTestDatabase } from '../support/test-database.ts';

const FAILING_VALUE = 'Secret-param-4711';
let lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestDatabase();
  dispose = test.dispose;
  await seedReferenceData(test.database.db);
  await seedDemoData(test.database.db);
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const config = { ...readConfig({ NODE_ENV: 'test' }), logLevel: 'info' };
  app = await buildApp({ db: test.database.db, config, providers: createSandboxProviders(test.database.db) }, { logStream: stream });
  // A statement that fails with its parameter in both Drizzle's error and PostgreSQL's message.
  app.get('/test/failing-query', async () => test.database.db.execute(sql`select ${FAILING_VALUE}::int`));
});
afterAll(async () => {
  await app.close();
  await dispose();
});

it('logs requests as JSON without passwords, codes or tokens', async () => {
  lines = [];
  const key = await app.inject({ method: 'POST', url: '/portal/api/keyLogin', payload: { key: DEMO.mainKey } });
  const { token } = (JSON.parse(key.body) as { data: { token: string } }).data;
  await app.inject({ url: '/portal/getInfo', headers: { authorization: `Bearer ${token}` } });
  await app.inject({ method: 'POST', url: '/portal/api/checkForgetPwd', payload: { username: 'demo', newPassword: 'Secret-pass-99', code: '654321' } });
  await app.inject({ url: '/portal/api/registerSms?phonenumber=13600000001&code=999888' });
  const log = lines.join('\n');
  expect(lines.length).toBeGreaterThan(4);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  for (const secret of [token, DEMO.mainKey, 'Secret-pass-99']) expect(log).not.toContain(secret);
  // Codes are digits: match them whole, or a response time such as 16.412057999999888 would count as a leak.
  for (const code of ['654321', '999888']) expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`));
  expect(log).toContain('/portal/getInfo');
});

it('logs a failed statement without its parameters or the values PostgreSQL quotes back', async () => {
  lines = [];
  const res = await app.inject({ url: '/test/failing-query' });
  expect(res.statusCode).toBe(500);
  expect(JSON.parse(res.body)).toEqual({ code: 500, msg: '服务器内部错误，请稍后再试' });
  const entry = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).find((l) => l.msg === 'unhandled error');
  expect(entry?.err).toMatchObject({ query: 'select $1::int', stack: expect.stringContaining(' at ') });
  expect(JSON.stringify(entry?.err)).toMatch(/22P02/);
  expect(lines.join('\n')).not.toContain(FAILING_VALUE);
});

it('masks secret query values', () => {
  expect(redactUrl('/x?phonenumber=1&code=123456&token=abc')).toBe('/x?phonenumber=1&code=***&token=***');
  expect(redactUrl('/plain')).toBe('/plain');
});
