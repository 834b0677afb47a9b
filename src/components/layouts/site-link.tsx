import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SiteLink as SiteLinkData } from './site-sections';

/**
 * An in-app link from the site map; `newTab` links open in a new window and say so to screen readers.
 *
 * @example <SiteLink link={{ label: '勘察', href: '/zzbz/01-101001', newTab: true }} className="…" />
 */
export function SiteLink({ link, className, children }: { link: SiteLinkData; className?: string; children?: ReactNode }) {
  const content = children ?? link.label;
  if (!link.newTab) {
    return (
      <Link to={link.href} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <Link to={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
      <span className="sr-only">（在新窗口打开）</span>
    </Link>
  );
}
