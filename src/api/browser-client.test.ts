import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { json } from './testing/recording-fetch.ts';

vi.stubEnv('VITE_API_BASE', 'http://api.test');
const { apiBaseUrl, browserClient, setSessionHandlers } = await import('./browser-client.ts');

function stubServer(body: unknown, status = 200) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return json(body, status);
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('reads no token and sends no header without a cookie', async () => {
  const requests = stubServer({ code: 200, msg: 'ok', data: [] });
  await browserClient.GET('/portal/getRouters');
  expect(requests[0]?.headers.has('Authorization')).toBe(false);
});

describe('browserClient', () => {
  it('sends the access_token cookie as Bearer through the current global fetch', async () => {
    vi.stubGlobal('document', { cookie: 'prov=110000; access_token=abc.def' });
    const requests = stubServer({ code: 200, msg: 'ok', data: [] });
    await browserClient.GET('/portal/getRouters');
    expect(apiBaseUrl).toBe('http://api.test');
    expect(requests[0]?.url).toBe('http://api.test/portal/getRouters');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('by default clears the cookie and goes to / on 401', async () => {
    const document = { cookie: 'access_token=abc' };
    const assign = vi.fn();
    vi.stubGlobal('document', document);
    vi.stubGlobal('location', { assign });
    stubServer({ code: 401, msg: 'expired' }, 401);
    await expect(browserClient.GET('/portal/getInfo')).rejects.toBeInstanceOf(ApiError);
    expect(document.cookie).toMatch(/^access_token=; path=\/; expires=/);
    expect(Date.parse(document.cookie.split('expires=')[1] ?? '')).toBeLessThan(Date.now());
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('routes errors to handlers set by the app', async () => {
    const handlers = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), notify: vi.fn() };
    setSessionHandlers(handlers);
    stubServer({ code: 403, msg: 'no' }, 403);
    await expect(browserClient.GET('/portal/getInfo')).rejects.toMatchObject({ code: 403 });
    stubServer({ code: 500, msg: '出错了' }, 500);
    await expect(browserClient.GET('/portal/getInfo')).rejects.toMatchObject({ code: 500 });
    expect(handlers.onForbidden).toHaveBeenCalledOnce();
    expect(handlers.notify.mock.calls).toEqual([['出错了']]);
  });
});
