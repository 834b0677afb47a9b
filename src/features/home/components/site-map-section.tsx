import { SiteLink } from '@/components/layouts/site-link';
import { SITE_MAP_SECTIONS } from '@/components/layouts/site-sections';

/** Id of the site map, the target of the header's 网站导航 link (/#sitenav). */
export const SITE_NAV_ID = 'sitenav';

/** 网站导航: every section of the portal and its pages. */
export function SiteMapSection() {
  return (
    <nav id={SITE_NAV_ID} aria-labelledby="site-nav-title" className="scroll-mt-32 border-t bg-card">
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="site-nav-title" className="mb-6 text-xl font-semibold sm:text-2xl">
          网站导航
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-7">
          {SITE_MAP_SECTIONS.map((section) => (
            <div key={section.title}>
              <h3 className="mb-3 border-l-4 border-primary pl-2 font-semibold">{section.title}</h3>
              <ul className="space-y-2 text-sm">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink link={link} className="rounded-sm text-foreground hover:text-primary hover:underline" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
