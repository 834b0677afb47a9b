import Cookies from 'js-cookie';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { ApiError } from '@/api/api-error';
import { backgroundClient, browserClient, TOKEN_COOKIE } from '@/api/browser-client';
import type { components } from '@openapi/schema.gen';
import { unwrap } from '@/api/unwrap';
import { toast } from '@/lib/toast';

export type SessionInfo = components['schemas']['SessionInfo'];
export type RouterItem = components['schemas']['RouterItem'];

/** Spec §6: the role a signed-in user gets when the server gives none. */
export const ROLE_DEFAULT = 'ROLE_DEFAULT';
/** Spec §6: the permission that opens every page and element. */
export const ALL_PERMISSION = '*:*:*';
/** Shown when the session was cleared here but the logout call failed, so the token may still be valid on the server. */
export const SERVER_LOGOUT_FAILED = '已在本机退出登录，但服务器未能注销会话；如担心账号安全，请重新登录后修改密码';

/** Spec §9: cookie lifetime, 604800 s. */
export const COOKIE_DAYS = 7;

/** Spec §3 login state, plus the permitted routes (spec §4 "menu routes") and the key session flag. */
export interface SessionState {
  token: string;
  name: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  info: SessionInfo['user'] | null;
  ent: SessionInfo['ent'];
  reminderCount: number;
  unreadMessage: number;
  key: SessionInfo['key'];
  /** Permitted routes from getRouters; null until loaded. */
  routes: RouterItem[] | null;
}

export interface SessionActions {
  /** Stores a token from login or key login, in state and in the access_token cookie for 7 days. */
  setToken(token: string): void;
  /** Loads user info (getInfo) and applies spec §4 "after user info loads". */
  loadInfo(): Promise<SessionInfo>;
  /** Loads and stores the permitted routes (getRouters). Errors are logged and rethrown. */
  loadRoutes(): Promise<RouterItem[]>;
  setUnreadMessage(count: number): void;
  setReminderCount(count: number): void;
  /**
   * Calls logout, then clears everything and removes the cookie, even when the call fails (spec §4); a failed
   * call then shows SERVER_LOGOUT_FAILED. Never rejects.
   */
  logout(): Promise<void>;
  /** Clears the state and the cookie without calling the server (401 handling). */
  clear(): void;
}

export type SessionStore = SessionState & SessionActions;

const emptyState = (): SessionState => ({
  token: Cookies.get(TOKEN_COOKIE) ?? '',
  name: '',
  avatar: '',
  roles: [],
  permissions: [],
  info: null,
  ent: null,
  reminderCount: 0,
  unreadMessage: 0,
  key: null,
  routes: null,
});

const cleared = (): SessionState => ({ ...emptyState(), token: '' });

/** The one session store; usable outside React (route loaders) and through `useSession` inside. */
export const sessionStore = createStore<SessionStore>()((set) => ({
  ...emptyState(),

  setToken(token) {
    Cookies.set(TOKEN_COOKIE, token, { expires: COOKIE_DAYS, sameSite: 'Lax', path: '/' });
    set({ token });
  },

  async loadInfo() {
    const info = await unwrap(browserClient.GET('/portal/getInfo'));
    const roles = info.roles.length > 0 ? info.roles : [ROLE_DEFAULT];
    set({
      roles,
      // Spec §4: permissions are set only when the server gave roles.
      permissions: info.roles.length > 0 ? info.permissions : [],
      info: info.user,
      ent: info.ent,
      name: info.user.nickName,
      avatar: info.user.avatar,
      unreadMessage: info.unreadMessage,
      key: info.key,
    });
    return info;
  },

  async loadRoutes() {
    try {
      const routes = await unwrap(browserClient.GET('/portal/getRouters'));
      set({ routes });
      return routes;
    } catch (error) {
      console.error(error);
      throw error;
    }
  },

  setUnreadMessage(count) {
    set({ unreadMessage: count });
  },

  setReminderCount(count) {
    set({ reminderCount: count });
  },

  async logout() {
    let serverFailed = false;
    try {
      // Quietly: the generic failure toast would not say that the local logout succeeded, and a 401 must not
      // send the user home mid-logout.
      await backgroundClient.POST('/portal/api/logout');
    } catch (error) {
      // A 401 means the server no longer knows the token: no session is left to end.
      serverFailed = !(error instanceof ApiError && error.code === 401);
    }
    // Spec §4: logging out clears the session even when the call fails.
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    set(cleared());
    if (serverFailed) toast.error(SERVER_LOGOUT_FAILED, { id: SERVER_LOGOUT_FAILED });
  },

  clear() {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    set(cleared());
  },
}));

/** Spec §4: logged in means a token exists and the avatar is non-empty. */
export function isLoggedIn(state: Pick<SessionState, 'token' | 'avatar'>): boolean {
  return Boolean(state.token) && Boolean(state.avatar);
}

/** The name the header shows: nickname, else the enterprise name. */
export function displayName(state: Pick<SessionState, 'name' | 'ent'>): string {
  return state.name || state.ent?.entName || '';
}

/** Selects from the session store inside React. */
export function useSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}
