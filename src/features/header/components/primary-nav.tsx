import { ChevronDown } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useDropdownController } from '../hooks/use-dropdown-controller';
import { useHeaderNavItems } from '../hooks/use-header-nav-items';
import { useNavOverflow } from '../hooks/use-nav-overflow';
import { MoreMenuPanel } from './more-menu-panel';
import { NavDropdown } from './nav-dropdown';
import { topItemClass } from './nav-styles';
import { TopItemLabel, TopNavItem } from './top-nav-item';

/** The id of the 更多 dropdown. */
export const MORE_MENU_ID = 'more';

/**
 * The header's main navigation (spec §2). Entries that do not fit (at widths up to 1024 px) move into 更多;
 * a hidden copy of the entries is measured to decide how many fit.
 */
export function PrimaryNav({ className }: { className?: string }) {
  const items = useHeaderNavItems();
  const controller = useDropdownController();
  const { containerRef, measureRef, visibleCount } = useNavOverflow(items.length);
  const { pathname } = useLocation();
  const { close } = controller;

  useEffect(() => close(), [pathname, close]);

  const overflow = items.slice(visibleCount);

  return (
    <nav ref={containerRef} aria-label="主导航" className={cn('min-w-0 self-stretch', className)}>
      <ul className="flex h-full">
        {items.slice(0, visibleCount).map((item) => (
          <TopNavItem key={item.id} item={item} controller={controller} />
        ))}
        {overflow.length > 0 ? (
          <NavDropdown id={MORE_MENU_ID} label="更多" controller={controller} className="relative" panelClassName="right-0">
            <MoreMenuPanel items={overflow} />
          </NavDropdown>
        ) : null}
      </ul>
      <div aria-hidden="true" inert className="pointer-events-none invisible absolute top-0 left-0 h-0 w-0 overflow-hidden">
        <ul ref={measureRef} className="flex w-max" data-testid="nav-measure">
          {items.map((item) => (
            <li key={item.id}>
              <span className={topItemClass}>
                <TopItemLabel item={item} />
              </span>
            </li>
          ))}
          <li>
            <span className={topItemClass}>
              更多
              <ChevronDown aria-hidden="true" className="size-3.5 shrink-0" />
            </span>
          </li>
        </ul>
      </div>
    </nav>
  );
}
