import { ExternalLink } from 'lucide-react';
import { RELATED_SITES } from '@/config/site';
import { SiteLink } from './site-link';
import { FOOTER_SECTIONS } from './site-sections';

const linkClass = 'rounded-sm hover:text-white hover:underline focus-visible:outline-white';

/** The footer's site map and related official sites (spec §2); hidden on login, register and /qyxx. */
export function SiteFooterNav() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <nav aria-label="页脚导航">
        <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 md:grid-cols-6">
          {FOOTER_SECTIONS.map((section) => (
            <li key={section.title}>
              <h2 className="mb-3 text-sm font-semibold text-white">{section.title}</h2>
              <ul className="space-y-2 text-sm">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink link={link} className={linkClass} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="相关网站">
        <h2 className="mb-3 text-sm font-semibold text-white">相关网站</h2>
        <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {RELATED_SITES.map((site) => (
            <li key={site.href}>
              <a href={site.href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1 ${linkClass}`}>
                {site.name}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">（在新窗口打开）</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
