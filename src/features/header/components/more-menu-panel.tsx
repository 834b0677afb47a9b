import { useId } from 'react';
import { QUALIFICATION_CATEGORY_LINKS, type NavItem, type NavMenuChild } from '../nav-items';
import { MenuEntries } from './menu-entries';
import { HeaderLink } from './header-link';
import { panelLinkClass } from './nav-styles';

function MoreGroup({ label, entries }: { label: string; entries: readonly NavMenuChild[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
        {label}
      </h3>
      <MenuEntries entries={entries} />
    </section>
  );
}

/** The 更多 menu: the top-level entries that did not fit, links as links and dropdowns as labelled groups. */
export function MoreMenuPanel({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="grid max-h-[70vh] min-w-48 gap-0.5 overflow-y-auto p-1.5">
      {items.map((item) => (
        <li key={item.id}>
          {item.kind === 'link' ? <HeaderLink item={item} className={panelLinkClass} /> : null}
          {item.kind === 'menu' ? <MoreGroup label={item.label} entries={item.children} /> : null}
          {item.kind === 'qualification' ? <MoreGroup label={item.label} entries={QUALIFICATION_CATEGORY_LINKS} /> : null}
        </li>
      ))}
    </ul>
  );
}
