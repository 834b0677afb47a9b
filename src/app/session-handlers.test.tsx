import Cookies from 'js-cookie';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserClient, TOKEN_COOKIE } from '@/api/browser-client';
import { cachedViewsStore } from '@/stores/cached-views-store';
import { sessionStore } from '@/stores/session-store';
import { http, server } from '@/testing/msw-server';
import { showForbiddenInPlace } from '@/lib/forbidden-in-place';
import { installSessionHandlers } from './session-handlers';

const navigate = vi.fn(async () => undefined);
let uninstall: () => void;
let toastError: ReturnType<typeof vi.spyOn>;

function answer(status: 401 | 403 | 500, msg: string) {
  server.use(http.get('/portal/getInfo', ({ response }) => response(status === 500 ? '5XX' : '4XX').json({ code: status, msg }, { status })));
}

beforeEach(() => {
  navigate.mockClear();
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => 0);
  uninstall = installSessionHandlers({ navigate } as never);
});

afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('installSessionHandlers', () => {
  it('on 401 clears the session and the cookie and goes to /', async () => {
    Cookies.set(TOKEN_COOKIE, 'expired', { path: '/' });
    sessionStore.setState({ token: 'expired', roles: ['member'], avatar: '/a.svg' });
    answer(401, '令牌已过期');
    await expect(browserClient.GET('/portal/getInfo')).rejects.toMatchObject({ code: 401 });
    expect(sessionStore.getState()).toMatchObject({ token: '', roles: [], avatar: '' });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('on 403 goes to /memberCenter', async () => {
    answer(403, '无权限');
    await expect(browserClient.GET('/portal/getInfo')).rejects.toMatchObject({ code: 403 });
    expect(navigate).toHaveBeenCalledWith('/memberCenter');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('on 403 stays when a page shows it in place, and goes to /memberCenter for calls the page leaves alone', async () => {
    const shown: string[] = [];
    const stop = showForbiddenInPlace(({ message, schemaPath }) => schemaPath === '/portal/getInfo' && shown.push(message) > 0);
    answer(403, '当前密钥未被授权使用该功能');
    await expect(browserClient.GET('/portal/getInfo')).rejects.toMatchObject({ code: 403 });
    expect(shown).toEqual(['当前密钥未被授权使用该功能']);
    expect(navigate).not.toHaveBeenCalled();
    server.use(http.get('/portal/getRouters', ({ response }) => response('4XX').json({ code: 403, msg: '无权限' }, { status: 403 })));
    await expect(browserClient.GET('/portal/getRouters')).rejects.toMatchObject({ code: 403 });
    expect(navigate).toHaveBeenCalledWith('/memberCenter');
    stop();
    navigate.mockClear();
    await expect(browserClient.GET('/portal/getInfo')).rejects.toMatchObject({ code: 403 });
    expect(navigate).toHaveBeenCalledWith('/memberCenter');
  });

  it('shows other failures as an error toast with the server message', async () => {
    answer(500, '数据库繁忙');
    await expect(browserClient.GET('/portal/getInfo')).rejects.toMatchObject({ code: 500 });
    expect(toastError).toHaveBeenCalledWith('数据库繁忙', { id: '数据库繁忙' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('drops the kept-alive views when the session ends', () => {
    sessionStore.setState({ token: 't' });
    cachedViewsStore.getState().add('/qyxx/yyzz/yyzzxx', true);
    sessionStore.getState().clear();
    expect(cachedViewsStore.getState().cachedViews).toEqual([]);
  });
});
