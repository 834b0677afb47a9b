import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStore } from '@/stores/session-store';
import { safeRedirect } from './safe-redirect';

/**
 * Stores the token from login or key login and leaves the page: to the `redirect` query value when it is a
 * safe in-app path, else to '/'. The session guard loads the user on that navigation.
 */
export function useCompleteSignIn(): (token: string) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    (token: string) => {
      sessionStore.getState().setToken(token);
      void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    },
    [navigate, searchParams],
  );
}
