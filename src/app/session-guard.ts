import Cookies from 'js-cookie';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { TOKEN_COOKIE } from '@/api/browser-client';
import { SESSION_EXPIRED } from '@/api/messages';
import { notFound, NOT_PERMITTED_MESSAGE } from '@/app/not-found';
import { isAuthPath, isPublicPath, paths } from '@/config/paths';
import { mayOpenPath } from '@/lib/permissions/permitted-routes';
import { sessionStore } from '@/stores/session-store';

/** The path last reloaded because the user had no roles after loading; a second pass does not reload again. */
let reloadedPath: string | null = null;
/** One load at a time: concurrent navigations share it. */
let pendingLoad: Promise<void> | null = null;
/**
 * Set once the browser starts leaving the page (reload, typed URL, link to another document): it cancels the calls
 * still in flight, and a session load cancelled that way has not failed, so it must not log the user out.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  const leave = () => {
    leavingPage = true;
    // A leave-page prompt the user declined keeps the page: forget it once the cancelled calls would have failed.
    setTimeout(() => {
      leavingPage = false;
    }, 5000);
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  // Back from the back-forward cache: the page is in use again.
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/**
 * Spec §4 session start, run by the root route before every navigation.
 * User info and permitted routes are loaded once per token and kept in the session store.
 *
 * @example { id: 'root', loader: sessionGuardLoader, shouldRevalidate: () => true, … }
 */
export async function sessionGuardLoader({ url, params }: LoaderFunctionArgs): Promise<null> {
  // Only the catch-all route has a splat: an unknown route is a 404 for everyone, before any session check.
  if (params['*'] !== undefined) notFound();
  // `url`, not `request.url`: the router strips the #hash from the request, and the redirect must keep it.
  const { pathname } = url;
  const fullPath = `${pathname}${url.search}${url.hash}`;
  const token = Cookies.get(TOKEN_COOKIE);

  if (!token) {
    forgetSignedOutSession();
    if (isPublicPath(pathname)) return null;
    throw redirect(paths.login.getHref(fullPath));
  }

  if (isAuthPath(pathname)) throw redirect(paths.home.getHref());

  const state = sessionStore.getState();
  const tokenChanged = state.token !== token;
  if (tokenChanged || state.roles.length === 0 || state.routes === null) {
    try {
      await loadSession(token, tokenChanged);
    } catch (error) {
      if (leavingPage) throw error;
      sessionStore.getState().clear();
      toast.error(SESSION_EXPIRED, { id: SESSION_EXPIRED });
      throw redirect(paths.home.getHref());
    }
    if (sessionStore.getState().roles.length === 0 && reloadedPath !== fullPath) {
      reloadedPath = fullPath;
      throw redirect(fullPath);
    }
  }
  reloadedPath = null;

  if (!mayOpenPath(pathname, sessionStore.getState())) notFound(NOT_PERMITTED_MESSAGE);
  return null;
}

function loadSession(token: string, tokenChanged: boolean): Promise<void> {
  pendingLoad ??= (async () => {
    if (tokenChanged) sessionStore.setState({ token, roles: [], permissions: [], routes: null });
    const { loadInfo, loadRoutes } = sessionStore.getState();
    if (sessionStore.getState().roles.length === 0) await loadInfo();
    if (sessionStore.getState().routes === null) await loadRoutes();
  })().finally(() => {
    pendingLoad = null;
  });
  return pendingLoad;
}

/** The cookie is gone (expired, or removed elsewhere): drop what the store still holds of the old session. */
function forgetSignedOutSession(): void {
  const { token, roles } = sessionStore.getState();
  if (token || roles.length > 0) sessionStore.getState().clear();
}
