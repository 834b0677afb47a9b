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

  it('reads the abuse limits, with defaults, and refuses values that are not positive', () => {
    expect(readConfig({}).limits).toEqual({ captchasPerMinute: 30, uploadsPerHour: 60, unboundUploadBytes: 100 * 1024 * 1024, unboundUploadFiles: 50 });
    const env = { PORTAL_CAPTCHAS_PER_MINUTE: '5', PORTAL_UPLOADS_PER_HOUR: '7', PORTAL_UNBOUND_UPLOAD_MB: '0.5', PORTAL_UNBOUND_UPLOAD_FILES: '3' };
    expect(readConfig(env).limits).toEqual({ captchasPerMinute: 5, uploadsPerHour: 7, unboundUploadBytes: 512 * 1024, unboundUploadFiles: 3 });
    expect(() => readConfig({ PORTAL_CAPTCHAS_PER_MINUTE: '0' })).toThrow(/PORTAL_CAPTCHAS_PER_MINUTE 无效/);
    expect(() => readConfig({ PORTAL_UNBOUND_UPLOAD_FILES: '2.5' })).toThrow(/PORTAL_UNBOUND_UPLOAD_FILES 无效/);
    expect(() => readConfig({ PORTAL_UNBOUND_UPLOAD_MB: 'lots' })).toThrow(/PORTAL_UNBOUND_UPLOAD_MB 无效/);
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
