import { SiteFooterCopyright } from './site-footer-copyright';
import { SiteFooterNav } from './site-footer-nav';

/**
 * The portal footer: the site map with related sites, then the copyright bar. Each part follows its own
 * visibility rule (spec §2), so the footer renders nothing when both are off.
 *
 * @example <SiteFooter nav={chrome.footerNav} copyright={chrome.copyright} />
 */
export function SiteFooter({ nav, copyright }: { nav: boolean; copyright: boolean }) {
  if (!nav && !copyright) return null;
  return (
    <footer className="bg-footer text-footer-foreground">
      {nav ? <SiteFooterNav /> : null}
      {nav && copyright ? <div className="border-t border-white/10" /> : null}
      {copyright ? <SiteFooterCopyright /> : null}
    </footer>
  );
}
