import Cookies from 'js-cookie';
import { createApiClient } from './create-api-client.ts';
import type { Forbidden } from './middleware.ts';

/** Spec §4: the cookie holding the access token. */
export const TOKEN_COOKIE = 'access_token';

/** How the app reacts to session errors; replaced by the session store and toast once they exist. */
export interface SessionHandlers {
  onUnauthorized(): void;
  onForbidden(forbidden: Forbidden): void;
  notify(message: string): void;
}

const defaultHandlers: SessionHandlers = {
  onUnauthorized() {
    Cookies.remove(TOKEN_COOKIE);
    globalThis.location?.assign('/');
  },
  onForbidden() {
    globalThis.location?.assign('/memberCenter');
  },
  notify(message) {
    console.error(message);
  },
};

let handlers = defaultHandlers;

/**
 * Replaces some or all of the default session handlers.
 *
 * @example setSessionHandlers({ onUnauthorized: () => session.logout(), notify: (m) => toast.error(m) })
 */
export function setSessionHandlers(next: Partial<SessionHandlers>): void {
  handlers = { ...handlers, ...next };
}

/** Shows an error toast through the current handler. */
export function notify(message: string): void {
  handlers.notify(message);
}

/** Server base address for the app: VITE_API_BASE, or '' for same origin. */
// `import.meta.env` must stay literal for Vite to replace it; it is undefined in plain Node (tsx), hence `?.`.
export const apiBaseUrl = import.meta.env?.VITE_API_BASE ?? '';

/** The app's one API client: token from the access_token cookie, errors routed to the session handlers. */
export const browserClient = createApiClient({
  baseUrl: apiBaseUrl,
  getToken: () => Cookies.get(TOKEN_COOKIE),
  onUnauthorized: () => handlers.onUnauthorized(),
  onForbidden: (forbidden) => handlers.onForbidden(forbidden),
  notify,
});

const ignore = () => undefined;

/**
 * The client for calls the user did not ask for (page views, the AI chat config): a failure never toasts,
 * logs the user out (an expired token answers 401) or sends them to /memberCenter.
 */
export const backgroundClient = createApiClient({
  baseUrl: apiBaseUrl,
  getToken: () => Cookies.get(TOKEN_COOKIE),
  onUnauthorized: ignore,
  onForbidden: ignore,
  notify: ignore,
});
