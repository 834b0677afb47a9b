import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ENTERPRISE_RECORD_PATHS } from '@openapi/enterprise-record-paths.gen';
import { showForbiddenInPlace } from '@/lib/forbidden-in-place';

interface Notice {
  message: string;
  pathname: string;
}

/**
 * The server's message when an enterprise-record call of the current /qyxx page answered 403 (a key not granted
 * the page, an account with no enterprise), or null. Such a 403 stays on the page instead of the spec §8 redirect
 * to /memberCenter; other calls keep it. Navigating to another page clears the message.
 */
export function useForbiddenNotice(): string | null {
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      showForbiddenInPlace(({ message, schemaPath }) => {
        if (!ENTERPRISE_RECORD_PATHS.has(schemaPath)) return false;
        setNotice({ message, pathname: pathnameRef.current });
        return true;
      }),
    [],
  );
  if (notice && notice.pathname !== pathname) setNotice(null);
  return notice?.pathname === pathname ? notice.message : null;
}
