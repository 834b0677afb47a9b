import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { VipBadge } from '@/components/permissions/vip-badge';
import { isItemActive } from '../active-path';
import type { DropdownController } from '../hooks/use-dropdown-controller';
import type { NavItem } from '../nav-items';
import { HeaderLink } from './header-link';
import { MenuEntries } from './menu-entries';
import { NavDropdown } from './nav-dropdown';
import { topItemClass } from './nav-styles';

const loadQualificationPanel = () => import('./qualification-menu-panel');
// The mega menu (radix Tabs and the tree) loads on first hover or focus, keeping it out of the initial JS.
const QualificationMenuPanel = lazy(loadQualificationPanel);

/** What a top-level entry shows; the 更多 measuring list renders the same so widths match. */
export function TopItemLabel({ item }: { item: NavItem }) {
  if (item.kind === 'link') {
    return (
      <>
        {item.label}
        {item.vip ? <VipBadge /> : null}
      </>
    );
  }
  return (
    <>
      {item.label}
      <ChevronDown aria-hidden="true" className="size-3.5 shrink-0" />
    </>
  );
}

/** One top-level entry of the header nav: a link, a dropdown, or the 资质标准 mega menu. */
export function TopNavItem({ item, controller }: { item: NavItem; controller: DropdownController }) {
  const { pathname } = useLocation();
  const active = isItemActive(pathname, item);

  if (item.kind === 'link') {
    return (
      <li className="h-full">
        <HeaderLink item={item} className={topItemClass} />
      </li>
    );
  }
  if (item.kind === 'menu') {
    return (
      <NavDropdown
        id={item.id}
        label={item.label}
        controller={controller}
        active={active}
        className="relative"
        panelClassName="left-0 min-w-44 p-1.5"
      >
        <MenuEntries entries={item.children} />
      </NavDropdown>
    );
  }
  return (
    <NavDropdown
      id={item.id}
      label={item.label}
      controller={controller}
      active={active}
      panelClassName="inset-x-0"
      onIntent={() => void loadQualificationPanel()}
    >
      <Suspense
        fallback={
          <p role="status" className="p-6 text-sm text-muted-foreground">
            正在加载资质标准…
          </p>
        }
      >
        <QualificationMenuPanel />
      </Suspense>
    </NavDropdown>
  );
}
