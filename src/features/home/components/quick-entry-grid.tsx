import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SiteLink } from '@/components/layouts/site-link';
import { QUALIFICATION_CATEGORIES } from '@/components/layouts/site-sections';
import { QUALIFICATION_ICON as QualificationIcon, QUICK_ENTRIES } from '../quick-entries';

const cardClass = 'flex h-full flex-col gap-2 rounded-lg border bg-card p-5 shadow-xs';

function QualificationCard() {
  return (
    <li className={`${cardClass} sm:col-span-2`}>
      <div className="flex items-center gap-3">
        <QualificationIcon className="size-8 shrink-0 text-primary" aria-hidden="true" />
        <h3 className="text-lg font-semibold">资质标准</h3>
      </div>
      <p className="text-sm text-muted-foreground">勘察、设计、施工、监理企业资质标准查询与解读</p>
      <ul aria-label="资质标准类别" className="mt-auto grid grid-cols-2 gap-2 sm:grid-cols-4">
        {QUALIFICATION_CATEGORIES.map((category) => (
          <li key={category.href}>
            <SiteLink
              link={category}
              className="flex h-10 items-center justify-center rounded-md bg-secondary font-medium text-secondary-foreground transition-colors hover:bg-primary hover:text-primary-foreground"
            >
              {category.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** 快捷入口: the qualification-standard categories and a card per main section. */
export function QuickEntryGrid() {
  return (
    <section aria-labelledby="quick-entry-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <h2 id="quick-entry-title" className="mb-6 text-xl font-semibold sm:text-2xl">
        快捷入口
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <QualificationCard />
        {QUICK_ENTRIES.map(({ title, description, href, icon: Icon }) => (
          // Seven cards after the double-width one: 3×3 on wide screens; on two columns the last one fills its row.
          <li key={title} className="sm:last:col-span-2 lg:last:col-span-1">
            <Link to={href} className={`${cardClass} group transition-shadow hover:border-primary hover:shadow-md`}>
              <div className="flex items-center gap-3">
                <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
                <h3 className="text-lg font-semibold group-hover:text-primary">{title}</h3>
                <ChevronRight className="ml-auto size-5 text-muted-foreground" aria-hidden="true" />
              </div>
              <p className="text-sm text-muted-foreground">{description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
