import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, isRouteErrorResponse, Outlet, RouterProvider, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHandlers, TOKEN_COOKIE } from '@/api/browser-client';
import { SESSION_EXPIRED } from '@/api/messages';
import { NOT_PERMITTED_MESSAGE } from '@/app/not-found';
import { http, server } from '@/testing/msw-server';
import { ALL_PERMISSION, ROLE_DEFAULT, sessionStore, type RouterItem, type SessionInfo } from '@/stores/session-store';
import { sessionGuardLoader } from './session-guard';

const MEMBER_ROUTES: RouterItem[] = [
  { path: '/qyxx', name: '企业信息', children: [{ path: 'yyzz', name: '营业执照', children: [{ path: 'yyzzxx', name: '营业执照信息' }] }] },
  { path: '/edu', name: '课程中心', children: [{ path: 'course/:uuid?', name: '课程详情' }] },
  { path: '/match', name: '政策匹配' },
];

function sessionInfo(roles: string[], permissions: string[] = []): SessionInfo {
  return {
    user: {
      userId: '6f1c8a52-93c4-4b7e-a1d2-0c9e5b7f3a11',
      userName: 'demo',
      nickName: '演示用户',
      phonenumber: '13800000000',
      email: null,
      avatar: '/avatar-default.svg',
      createTime: '2026-01-01T00:00:00.000Z',
    },
    roles,
    permissions,
    ent: null,
    unreadMessage: 0,
    key: null,
  };
}

/** Serves getInfo and getRouters and counts the calls. */
function serveSession(info: SessionInfo, routes: RouterItem[]) {
  const calls: string[] = [];
  server.use(
    http.get('/portal/getInfo', ({ response }) => {
      calls.push('getInfo');
      return response(200).json({ code: 200, msg: '操作成功', data: info });
    }),
    http.get('/portal/getRouters', ({ response }) => {
      calls.push('getRouters');
      return response(200).json({ code: 200, msg: '操作成功', data: routes });
    }),
  );
  return calls;
}

/** Calls the guard as the router does: the request without the #hash, `url` with it. */
function guard(path: string, params: LoaderFunctionArgs['params'] = {}) {
  const url = new URL(path, 'http://localhost');
  const request = new Request(new URL(`${url.pathname}${url.search}`, url));
  return sessionGuardLoader({ request, url, params, context: {} } as LoaderFunctionArgs);
}

/** The Location of a thrown redirect. */
async function redirectedTo(path: string): Promise<string | null> {
  const thrown: unknown = await guard(path).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error(`expected a redirect, got ${String(thrown)}`);
  expect(thrown.status).toBe(302);
  return thrown.headers.get('Location');
}

const signedInCookie = () => Cookies.set(TOKEN_COOKIE, 'token-1', { path: '/' });

// The app's handlers are tested in session-handlers.test.ts; here they only must not navigate jsdom.
beforeAll(() => setSessionHandlers({ onUnauthorized: () => undefined, onForbidden: () => undefined, notify: () => undefined }));

let toastError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStore.setState({ token: '', roles: [], permissions: [], routes: null, avatar: '', name: '', info: null });
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => 0);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('sessionGuardLoader with the access_token cookie', () => {
  it.each(['/login', '/register', '/forgetPassword', '/ForgetPassword', '/LOGIN', '/login?redirect=%2Fmatch'])(
    'sends %s to / without loading anything',
    async (path) => {
      signedInCookie();
      expect(await redirectedTo(path)).toBe('/');
      expect(sessionStore.getState().roles).toEqual([]);
    },
  );

  it('loads user info then the permitted routes once, and opens a permitted nested path', async () => {
    signedInCookie();
    const calls = serveSession(sessionInfo(['member'], ['memberInfo']), MEMBER_ROUTES);
    await expect(guard('/qyxx/yyzz/yyzzxx?tab=1')).resolves.toBeNull();
    expect(calls).toEqual(['getInfo', 'getRouters']);
    expect(sessionStore.getState()).toMatchObject({ token: 'token-1', roles: ['member'], permissions: ['memberInfo'], routes: MEMBER_ROUTES });

    await expect(guard('/edu/course/abc')).resolves.toBeNull();
    await expect(guard('/policy/detail/1')).resolves.toBeNull();
    expect(calls).toEqual(['getInfo', 'getRouters']);
  });

  it('shares one load between concurrent navigations', async () => {
    signedInCookie();
    const calls = serveSession(sessionInfo(['member']), MEMBER_ROUTES);
    await Promise.all([guard('/match'), guard('/qyxx'), guard('/')]);
    expect(calls).toEqual(['getInfo', 'getRouters']);
  });

  it('raises 404 页面未找到 for a path neither public nor permitted', async () => {
    signedInCookie();
    serveSession(sessionInfo(['member']), MEMBER_ROUTES);
    await expect(guard('/manageKey')).rejects.toMatchObject({ data: { message: NOT_PERMITTED_MESSAGE }, init: { status: 404 } });
    await expect(guard('/matchx')).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("opens only the pages a key's route tree lists: /qyxx is not a prefix for the pages it does not list", async () => {
    signedInCookie();
    serveSession(sessionInfo(['member']), MEMBER_ROUTES);
    await expect(guard('/qyxx')).resolves.toBeNull();
    await expect(guard('/qyxx/yyzz/yyzzxx')).resolves.toBeNull();
    for (const path of ['/qyxx/yyzz/yyzzxxtx', '/qyxx/zcry/ryxx', '/qyxx/qyxxzx', '/edu/course/abc/extra']) {
      await expect(guard(path)).rejects.toMatchObject({ data: { message: NOT_PERMITTED_MESSAGE }, init: { status: 404 } });
    }
  });

  it('denies /memberCenter when the permitted route list is non-empty', async () => {
    signedInCookie();
    serveSession(sessionInfo(['member']), MEMBER_ROUTES);
    await expect(guard('/memberCenter')).rejects.toMatchObject({ data: { message: NOT_PERMITTED_MESSAGE }, init: { status: 404 } });
  });

  it('opens /memberCenter when the permitted route list grants it', async () => {
    signedInCookie();
    serveSession(sessionInfo(['member']), [...MEMBER_ROUTES, { path: '/memberCenter', name: '会员专栏' }]);
    await expect(guard('/memberCenter')).resolves.toBeNull();
  });

  it('opens /memberCenter when the permitted route list is empty', async () => {
    signedInCookie();
    serveSession(sessionInfo([]), []);
    await expect(guard('/memberCenter')).resolves.toBeNull();
    expect(sessionStore.getState().roles).toEqual([ROLE_DEFAULT]);
    await expect(guard('/match')).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('lets the wildcard permission open anything', async () => {
    signedInCookie();
    serveSession(sessionInfo(['admin'], [ALL_PERMISSION]), MEMBER_ROUTES);
    await expect(guard('/manageKey')).resolves.toBeNull();
    await expect(guard('/memberCenter')).resolves.toBeNull();
    await expect(guard('/anything/at/all')).resolves.toBeNull();
  });

  it('reloads the same path and query once when the user has no roles after loading', async () => {
    signedInCookie();
    serveSession(sessionInfo([]), MEMBER_ROUTES);
    const loadInfo = vi.fn(async () => sessionInfo([]));
    const original = sessionStore.getState().loadInfo;
    sessionStore.setState({ loadInfo });
    try {
      expect(await redirectedTo('/match?a=1')).toBe('/match?a=1');
      await expect(guard('/match?a=1')).resolves.toBeNull();
      expect(loadInfo).toHaveBeenCalledTimes(2);
    } finally {
      sessionStore.setState({ loadInfo: original });
    }
  });

  it.each([
    ['getInfo', 500],
    ['getInfo', 401],
    ['getRouters', 500],
  ] as const)('clears the session, shows 登录已过期 and goes to / when %s fails (%i)', async (failing, status) => {
    signedInCookie();
    serveSession(sessionInfo(['member']), MEMBER_ROUTES);
    server.use(
      http.get(failing === 'getInfo' ? '/portal/getInfo' : '/portal/getRouters', ({ response }) =>
        response(status === 401 ? '4XX' : '5XX').json({ code: status, msg: '出错了' }, { status }),
      ),
    );
    expect(await redirectedTo('/match')).toBe('/');
    expect(toastError).toHaveBeenCalledWith(SESSION_EXPIRED, expect.anything());
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(sessionStore.getState()).toMatchObject({ token: '', roles: [], routes: null });
  });

  it('keeps the session when the load is cut off because the browser is leaving the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    signedInCookie();
    server.use(http.get('/portal/getInfo', () => Response.error()));
    window.dispatchEvent(new Event('beforeunload'));
    await expect(guard('/match')).rejects.toBeInstanceOf(Error);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('token-1');
    expect(toastError).not.toHaveBeenCalled();

    // The user stayed (a declined leave prompt): a later failure logs out as usual.
    vi.advanceTimersByTime(5000);
    vi.useRealTimers();
    expect(await redirectedTo('/match')).toBe('/');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('loads again for a new token', async () => {
    signedInCookie();
    const calls = serveSession(sessionInfo(['member']), MEMBER_ROUTES);
    await guard('/match');
    Cookies.set(TOKEN_COOKIE, 'token-2', { path: '/' });
    await guard('/match');
    expect(calls).toEqual(['getInfo', 'getRouters', 'getInfo', 'getRouters']);
    expect(sessionStore.getState().token).toBe('token-2');
  });
});

describe('sessionGuardLoader without a cookie', () => {
  it('answers an unknown route (the catch-all splat) with the 404 before any session check', async () => {
    const unknown = guard('/no/such/page', { '*': 'no/such/page' });
    await expect(unknown).rejects.toMatchObject({ data: { message: 'This page could not be found' }, init: { status: 404 } });
  });

  it('sends a non-public path to /login with the full path in redirect', async () => {
    expect(await redirectedTo('/qyxx/yyzz/yyzzxx?tab=2&x=a%20b#top')).toBe(
      `/login?redirect=${encodeURIComponent('/qyxx/yyzz/yyzzxx?tab=2&x=a%20b#top')}`,
    );
    expect(await redirectedTo('/memberInfo')).toBe('/login?redirect=%2FmemberInfo');
  });

  it.each(['/', '/login', '/ForgetPassword', '/policy', '/policy/detail/1', '/zzbz/01-101001', '/memberCenter', '/external-redirect?url=x'])(
    'opens the public path %s without loading anything',
    async (path) => {
      await expect(guard(path)).resolves.toBeNull();
    },
  );

  it('drops what the store still holds of an expired session', async () => {
    sessionStore.setState({ token: 'old', roles: ['member'], routes: MEMBER_ROUTES });
    await expect(guard('/')).resolves.toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: '', roles: [], routes: null });
  });
});

describe('sessionGuardLoader in a router', () => {
  function ErrorPage() {
    const error = useRouteError();
    const message = isRouteErrorResponse(error) ? (error.data as { message: string }).message : 'error';
    return <p role="alert">{message}</p>;
  }

  function renderApp(path: string) {
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          loader: sessionGuardLoader,
          shouldRevalidate: () => true,
          element: <Outlet />,
          ErrorBoundary: ErrorPage,
          HydrateFallback: () => null,
          children: [
            { index: true, element: <h1>首页</h1> },
            { path: 'login', element: <h1>登录</h1> },
            { path: 'match', element: <h1>政策匹配</h1> },
            { path: 'manageKey', element: <h1>密钥管理</h1> },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('renders a permitted page, and 页面未找到 for a page that is not', async () => {
    signedInCookie();
    serveSession(sessionInfo(['member']), MEMBER_ROUTES);
    const router = renderApp('/match');
    expect(await screen.findByRole('heading', { name: '政策匹配' })).toBeInTheDocument();
    await router.navigate('/manageKey');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_PERMITTED_MESSAGE);
  });

  it('sends a visitor to the login page with the redirect query', async () => {
    const router = renderApp('/match?a=1');
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/match?a=1')}`);
  });

  it.each([
    ['opening', '/match?a=1#part', undefined],
    ['navigating to', '/match?a=1#part', '/'],
  ])('keeps the #hash in the redirect query when %s a protected path', async (_how, path, start) => {
    const router = renderApp(start ?? path);
    if (start) {
      expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
      await router.navigate(path);
    }
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/match?a=1#part')}`);
  });
});
