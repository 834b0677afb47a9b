import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { SERVER_ABNORMAL, STATUS_MESSAGES } from './messages.ts';
import { isSendCodePath, SEND_CODE_TIMEOUT_MS } from './middleware.ts';
import { json, testClient } from './testing/recording-fetch.ts';

const ok = (data: unknown = null) => json({ code: 200, msg: '操作成功', data });
const loginBody = { username: 'u', password: 'p', ticket: 't' };
const registerBody = { phonenumber: '13800000000', code: '123456', password: 'abc12345', entName: '某公司' };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Authorization header', () => {
  it('sends the stored token as Bearer', async () => {
    const { client, requests } = testClient(() => ok());
    await client.GET('/portal/getInfo');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('omits the token for login', async () => {
    const { client, requests, getToken } = testClient(() => ok({ token: 't', expiresIn: 604800 }));
    await client.POST('/portal/api/login', { body: loginBody });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(getToken).not.toHaveBeenCalled();
    expect(await requests[0]?.json()).toEqual(loginBody);
  });

  it('omits the token for register', async () => {
    const { client, requests } = testClient(() => ok());
    await client.POST('/portal/api/register', { body: registerBody });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(await requests[0]?.json()).toEqual(registerBody);
  });

  it('omits the token for registerSms', async () => {
    const { client, requests } = testClient(() => ok({ expiresIn: 300, resendIn: 60 }));
    await client.GET('/portal/api/registerSms', { params: { query: { phonenumber: '13800000000' } } });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends no header when there is no token', async () => {
    const { client, requests } = testClient(() => ok(), { getToken: () => undefined });
    await client.GET('/portal/getInfo');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the caller set', async () => {
    const { client, requests } = testClient(() => ok());
    await client.GET('/portal/getInfo', { headers: { Authorization: 'Bearer other' } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer other');
  });
});

describe('responses', () => {
  it('passes a 200 envelope through unchanged', async () => {
    const { client, notify } = testClient(() => ok([{ path: '/qyxx', name: '企业信息' }]));
    const { data } = await client.GET('/portal/getRouters');
    expect(data).toEqual({ code: 200, msg: '操作成功', data: [{ path: '/qyxx', name: '企业信息' }] });
    expect(notify).not.toHaveBeenCalled();
  });

  it('passes a non-JSON 2xx body (a file) through', async () => {
    const file = new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    const { client, notify } = testClient(() => file);
    const { data } = await client.GET('/portal/getInfo', { parseAs: 'text' });
    expect(data).toBe('%PDF-1.7');
    expect(notify).not.toHaveBeenCalled();
  });

  it('401: calls onUnauthorized and rejects without a toast', async () => {
    const { client, notify, onUnauthorized, onForbidden } = testClient(() => json({ code: 401, msg: '令牌已失效' }, 401));
    const error = await rejection(client.GET('/portal/getInfo'));
    expect(error.code).toBe(401);
    expect(error.message).toBe(STATUS_MESSAGES[401]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onForbidden).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('401 in the envelope of an HTTP 200 counts too', async () => {
    const { client, onUnauthorized } = testClient(() => json({ code: 401, msg: 'x' }));
    expect((await rejection(client.GET('/portal/getInfo'))).code).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('403: calls onForbidden and rejects without a toast', async () => {
    const { client, notify, onUnauthorized, onForbidden } = testClient(() => json({ code: 403, msg: '需要会员' }, 403));
    const error = await rejection(client.GET('/portal/getInfo'));
    expect(error.code).toBe(403);
    expect(error.message).toBe(STATUS_MESSAGES[403]);
    expect(onForbidden.mock.calls).toEqual([[{ message: '需要会员', schemaPath: '/portal/getInfo' }]]);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('403 without a server msg: gives onForbidden the spec §8 message and the contract path', async () => {
    const { client, onForbidden } = testClient(() => json({ code: 403 }, 403));
    await rejection(client.GET('/portal/person/getRegisterDetail/{id}', { params: { path: { id: 'p-1' } } }));
    expect(onForbidden.mock.calls).toEqual([[{ message: STATUS_MESSAGES[403], schemaPath: '/portal/person/getRegisterDetail/{id}' }]]);
  });

  it('other codes: toast the server msg once and reject with code, msg and field errors', async () => {
    const errors = [{ field: 'body.phonenumber', msg: '手机号已注册' }];
    const { client, notify } = testClient(() => json({ code: 409, msg: '手机号已注册', errors }, 409));
    const error = await rejection(client.POST('/portal/api/register', { body: registerBody }));
    expect(error).toMatchObject({ code: 409, message: '手机号已注册', errors });
    expect(error.body).toEqual({ code: 409, msg: '手机号已注册', errors });
    expect(notify.mock.calls).toEqual([['手机号已注册']]);
  });

  it('an error code inside an HTTP 200 envelope rejects too', async () => {
    const { client, notify } = testClient(() => json({ code: 500, msg: '数据库繁忙' }));
    expect((await rejection(client.GET('/portal/getInfo'))).code).toBe(500);
    expect(notify.mock.calls).toEqual([['数据库繁忙']]);
  });

  it.each([
    [404, STATUS_MESSAGES[404]],
    [418, STATUS_MESSAGES.default],
    [500, STATUS_MESSAGES.default],
  ])('an envelope %i without msg toasts the status message', async (code, message) => {
    const { client, notify } = testClient(() => json({ code, msg: '' }, code));
    const error = await rejection(client.GET('/portal/getInfo'));
    expect(error).toMatchObject({ code, message });
    expect(notify.mock.calls).toEqual([[message]]);
  });

  it('a JSON error body that is not an envelope toasts SERVER_ABNORMAL with the HTTP status', async () => {
    const { client, notify } = testClient(() => json({ error: 'Bad Gateway' }, 500));
    expect(await rejection(client.GET('/portal/getInfo'))).toMatchObject({ code: 500, message: SERVER_ABNORMAL });
    expect(notify.mock.calls).toEqual([[SERVER_ABNORMAL]]);
  });

  it('an HTML 502 toasts SERVER_ABNORMAL once', async () => {
    const html = () => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    const { client, notify } = testClient(html);
    expect(await rejection(client.GET('/portal/getInfo'))).toMatchObject({ code: 502, message: SERVER_ABNORMAL });
    expect(notify.mock.calls).toEqual([[SERVER_ABNORMAL]]);
  });

  it('malformed JSON toasts SERVER_ABNORMAL once', async () => {
    const broken = () => new Response('{"code":', { headers: { 'Content-Type': 'application/json' } });
    const { client, notify } = testClient(broken);
    await rejection(client.GET('/portal/getInfo'));
    expect(notify.mock.calls).toEqual([[SERVER_ABNORMAL]]);
  });

  it('a network error toasts SERVER_ABNORMAL once and rejects with code 0', async () => {
    const { client, notify } = testClient(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejection(client.GET('/portal/getInfo'));
    expect(error).toMatchObject({ code: 0, message: SERVER_ABNORMAL });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(notify.mock.calls).toEqual([[SERVER_ABNORMAL]]);
  });
});

/** Answers after `delayMs`, or rejects like real fetch when the request's signal aborts first. */
function slowServer(delayMs: number) {
  return (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) return reject(request.signal.reason);
      const timer = setTimeout(() => resolve(ok()), delayMs);
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(request.signal.reason);
      });
    });
}

describe('timeouts', () => {
  const tinyTimeout = (schemaPath: string) => (isSendCodePath(schemaPath) ? 20 : undefined);

  it('aborts a send-code call after its timeout and toasts once', async () => {
    const { client, notify } = testClient(slowServer(1_000), { timeoutMs: tinyTimeout });
    const started = Date.now();
    const error = await rejection(client.GET('/portal/api/sendForgetPwdCode', { params: { query: { username: 'u' } } }));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toMatchObject({ code: 0, message: SERVER_ABNORMAL });
    expect((error.cause as DOMException).name).toBe('TimeoutError');
    expect(notify.mock.calls).toEqual([[SERVER_ABNORMAL]]);
  });

  it('still times out after a garbage collection (nodejs/node#57736)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const { client, notify } = testClient(slowServer(1_000), { timeoutMs: tinyTimeout });
    const calls = Array.from({ length: 10 }, () =>
      rejection(client.GET('/portal/api/sendForgetPwdCode', { params: { query: { username: 'u' } } })),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    gc();
    const errors = await Promise.all(calls);
    expect(errors.map((error) => (error.cause as DOMException).name)).toEqual(Array(10).fill('TimeoutError'));
    expect(notify).toHaveBeenCalledTimes(10);
  });

  it('does not time out other calls', async () => {
    const { client, notify, requests } = testClient(slowServer(60), { timeoutMs: tinyTimeout });
    const { data } = await client.GET('/portal/getInfo');
    expect(data?.code).toBe(200);
    expect(requests[0]?.signal.aborted).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('uses 20 000 ms for send-code paths and no timer otherwise by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { client } = testClient(() => ok());
    await client.GET('/portal/getInfo');
    expect(timeout).not.toHaveBeenCalled();
    await client.GET('/portal/api/registerSms', { params: { query: { phonenumber: '13800000000' } } });
    expect(timeout.mock.calls).toEqual([[SEND_CODE_TIMEOUT_MS]]);
    expect(SEND_CODE_TIMEOUT_MS).toBe(20_000);
  });

  it('still honours the caller signal on a send-code call, silently', async () => {
    const { client, notify } = testClient(slowServer(1_000));
    const controller = new AbortController();
    const call = client.GET('/portal/api/registerSms', {
      params: { query: { phonenumber: '13800000000' } },
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('lists exactly the spec send-code paths', () => {
    for (const path of [
      '/portal/api/registerSms',
      '/portal/api/sms/editOblPhone',
      '/portal/api/sms/editNewPhone',
      '/portal/sms/editMail',
      '/portal/sms/oblMailCode',
      '/portal/sms/newMailCode',
      '/portal/api/sms/editPassword',
      '/portal/api/sendForgetPwdCode',
      '/portal/sms/sendMessagePhoneCode',
    ]) {
      expect(isSendCodePath(path)).toBe(true);
    }
    expect(isSendCodePath('/portal/api/sms/checkEditOblPhone')).toBe(false);
    expect(isSendCodePath('/portal/getInfo')).toBe(false);
  });
});
