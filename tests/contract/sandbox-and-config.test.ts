import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSafeConfig, readConfig } from '../../server/config.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sandbox: false });
});
afterAll(() => server.close());

describe('sandbox switch', () => {
  it('hides the sandbox endpoints when the sandbox is off', async () => {
    await expect(server.client.GET('/dev/sandbox/outbox')).rejects.toMatchObject({ code: 404 });
    const captcha = await server.app.inject({ url: '/captcha/generateWordClickCaptcha' });
    const { data } = JSON.parse(captcha.body) as { data: { captchaId: string } };
    await expect(server.client.GET('/dev/sandbox/captcha/{id}', { params: { path: { id: data.captchaId } } })).rejects.toMatchObject({
      code: 404,
    });
  });

  it('refuses to start in production while the sandbox is on', () => {
    expect(() => assertSafeConfig(readConfig({ NODE_ENV: 'production', PORTAL_SANDBOX: '1' }))).toThrow(/拒绝启动/);
    expect(() => assertSafeConfig(readConfig({ NODE_ENV: 'production' }))).not.toThrow();
    expect(readConfig({}).sandbox).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).sandbox).toBe(false);
  });
});
