import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSafeConfig, isLoopbackHost, readConfig, sandboxNotice } from '../../server/config.ts';
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
    expect(readConfig({ NODE_ENV: 'production' }).sandbox).toBe(false);
  });

  it('is on only when PORTAL_SANDBOX=1 is set explicitly, whatever NODE_ENV says', () => {
    expect(readConfig({}).sandbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).sandbox).toBe(false);
    expect(readConfig({ PORTAL_SANDBOX: '0' }).sandbox).toBe(false);
    expect(readConfig({ PORTAL_SANDBOX: 'yes' }).sandbox).toBe(false);
    expect(readConfig({ PORTAL_SANDBOX: '1' }).sandbox).toBe(true);
  });

  it('says so at start-up, and warns loudly when the server listens beyond this machine', () => {
    expect(sandboxNotice({ sandbox: false, host: '0.0.0.0' })).toEqual({});
    expect(sandboxNotice({ sandbox: true, host: '127.0.0.1' })).toEqual({ info: expect.stringContaining('沙箱已开启') });
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'portal.example.com']) {
      expect(sandboxNotice({ sandbox: true, host }).warning, host).toMatch(/警告：沙箱已开启[\s\S]*\/dev\/sandbox\/outbox/);
    }
    for (const host of ['localhost', '127.0.0.1', '127.8.0.1', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '127.0.0.1.example.com', 'localhost.example.com']) expect(isLoopbackHost(host), host).toBe(false);
  });
});
