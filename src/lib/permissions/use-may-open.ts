import { useCallback } from 'react';
import { useSession } from '@/stores/session-store';
import { mayOpenPath } from './permitted-routes';

/**
 * A test for the links a menu shows: whether the signed-in user may open a path (spec §6, as the session guard
 * decides). Before the permitted routes are loaded nothing is hidden; the guard still checks every navigation.
 *
 * @example const mayOpen = useMayOpen(); links.filter((link) => mayOpen(link.href))
 */
export function useMayOpen(): (path: string) => boolean {
  const permissions = useSession((state) => state.permissions);
  const routes = useSession((state) => state.routes);
  return useCallback((path: string) => routes === null || mayOpenPath(path, { permissions, routes }), [permissions, routes]);
}
