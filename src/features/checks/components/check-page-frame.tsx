import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { enterprisePage, type EnterprisePageKey } from '@forms/enterprise-pages';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMayOpen } from '@/lib/permissions/use-may-open';
import type { CheckArea } from '../check-areas';

interface CheckPageFrameProps {
  area: CheckArea;
  page: EnterprisePageKey;
  /** Beside the heading, e.g. 一键校验. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A check page's heading and the links between the area's pages (校验结果, 校验步骤, 校验记录) the session may open. */
export function CheckPageFrame({ area, page, actions, children }: CheckPageFrameProps) {
  const mayOpen = useMayOpen();
  const { main, step, log } = area.pages;
  const links = [
    { key: main, label: '校验结果' },
    ...(step ? [{ key: step, label: enterprisePage(step).name }] : []),
    { key: log, label: enterprisePage(log).name },
  ]
    .map((link) => ({ ...link, href: paths.enterpriseInfo.getHref(link.key) }))
    .filter((link) => link.key === page || mayOpen(link.href));
  const title = page === main ? area.title : `${area.title} · ${enterprisePage(page).name}`;
  return (
    <section aria-labelledby="check-page-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="check-page-title" className="text-xl font-semibold">
          {title}
        </h1>
        {links.length > 1 ? (
          <nav aria-label={`${area.title}页面`}>
            <ul className="flex flex-wrap gap-1 rounded-md bg-muted p-1 text-sm">
              {links.map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.href}
                    aria-current={link.key === page ? 'page' : undefined}
                    className={cn(
                      'inline-flex rounded-sm px-3 py-1 font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      link.key === page && 'bg-card text-primary shadow-sm',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {actions}
      {children}
    </section>
  );
}
