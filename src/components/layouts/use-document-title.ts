import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import { SITE_NAME } from '@/config/site';

/** `<title> - 建筑业企业信息服务门户`, or the site name alone. */
export function documentTitle(title?: string): string {
  return title ? `${title} - ${SITE_NAME}` : SITE_NAME;
}

/** The title of the deepest matched route that has one (`handle.title`). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** Sets document.title to `<title> - 建筑业企业信息服务门户`. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
