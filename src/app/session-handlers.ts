import type { DataRouter } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { setSessionHandlers } from '@/api/browser-client';
import { paths } from '@/config/paths';
import { forbiddenShownInPlace } from '@/lib/forbidden-in-place';
import { cachedViewsStore } from '@/stores/cached-views-store';
import { sessionStore } from '@/stores/session-store';

/**
 * Wires the API client's session reactions (spec §8) to the app: 401 clears the session and goes home,
 * 403 goes to the member column (unless the page shows it, `showForbiddenInPlace`), other failures show an error toast. Also drops kept-alive views when the
 * session ends, so a signed-out visitor never sees a member's page state. Returns an uninstall function.
 *
 * @example const router = createRouter(); installSessionHandlers(router);
 */
export function installSessionHandlers(router: Pick<DataRouter, 'navigate'>): () => void {
  setSessionHandlers({
    onUnauthorized() {
      sessionStore.getState().clear();
      void router.navigate(paths.home.getHref());
    },
    onForbidden(forbidden) {
      if (!forbiddenShownInPlace(forbidden)) void router.navigate(paths.memberCenter.getHref());
    },
    notify(message) {
      // The id folds identical messages from calls failing together into one toast.
      toast.error(message, { id: message });
    },
  });
  return sessionStore.subscribe((state, previous) => {
    if (previous.token && !state.token) cachedViewsStore.getState().clear();
  });
}
