import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { unwrap } from '../../src/api/unwrap.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CHAT_URL = 'https://chat.example.com/widget/loader.js?site=portal';

let unconfigured: TestServer;
let configured: TestServer;
beforeAll(async () => {
  [unconfigured, configured] = await Promise.all([startTestServer(), startTestServer({ config: { chatAiUrl: CHAT_URL } })]);
});
afterAll(() => Promise.all([unconfigured.close(), configured.close()]));

describe('getChatAiConfig', () => {
  it('returns null without PORTAL_CHAT_AI_URL, so the page loads no script', async () => {
    expect(await unwrap(unconfigured.client.GET('/portal/api/chatAi/getConfig'))).toEqual({ chatUrl: null });
    const res = await unconfigured.app.inject({ url: '/portal/api/chatAi/getConfig' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('returns the configured address and lets the page load it', async () => {
    expect(await unwrap(configured.client.GET('/portal/api/chatAi/getConfig'))).toEqual({ chatUrl: CHAT_URL });
    const res = await configured.app.inject({ url: '/portal/api/chatAi/getConfig' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://chat.example.com;");
  });

  it('reads PORTAL_CHAT_AI_URL: empty is unset, anything but an http(s) URL refuses to start, production needs https', () => {
    expect(readConfig({}).chatAiUrl).toBeNull();
    expect(readConfig({ PORTAL_CHAT_AI_URL: '  ' }).chatAiUrl).toBeNull();
    expect(readConfig({ PORTAL_CHAT_AI_URL: CHAT_URL }).chatAiUrl).toBe(CHAT_URL);
    expect(readConfig({ PORTAL_CHAT_AI_URL: 'http://localhost:3000/chat.js' }).chatAiUrl).toBe('http://localhost:3000/chat.js');
    expect(() => readConfig({ PORTAL_CHAT_AI_URL: 'chat.js' })).toThrow(/PORTAL_CHAT_AI_URL/);
    expect(() => readConfig({ PORTAL_CHAT_AI_URL: 'javascript:alert(1)' })).toThrow(/PORTAL_CHAT_AI_URL/);
    expect(() => readConfig({ NODE_ENV: 'production', PORTAL_CHAT_AI_URL: 'http://chat.example.com/a.js' })).toThrow(/https/);
  });
});
