import { ChevronDown, Menu } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useMayOpen } from '@/lib/permissions/use-may-open';
import { isMenuGroup, visibleSideMenu, type MenuGroup, type MenuLink } from '../menu';

const itemClass = 'block rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-primary';

function isActive(link: MenuLink, pathname: string): boolean {
  return Boolean(link.href) && (pathname === link.href || pathname.startsWith(`${link.href}/`));
}

function MenuItem({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  if (!link.href) {
    return (
      <span aria-disabled="true" className={cn(itemClass, 'cursor-not-allowed text-muted-foreground hover:bg-transparent')}>
        {link.label}
        <span className="ml-2 text-xs">敬请期待</span>
      </span>
    );
  }
  return (
    <NavLink
      to={link.href}
      end={false}
      onClick={onNavigate}
      className={({ isActive: active }) => cn(itemClass, active && 'bg-primary text-primary-foreground hover:bg-primary')}
    >
      {link.label}
    </NavLink>
  );
}

function MenuGroupItem({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const hasActive = group.children.some((link) => isActive(link, pathname));
  const [toggled, setToggled] = useState<boolean | null>(null);
  const [activeWhenToggled, setActiveWhenToggled] = useState(hasActive);
  // Navigating into the group opens it again, whatever the user toggled before.
  if (hasActive !== activeWhenToggled) {
    setActiveWhenToggled(hasActive);
    if (hasActive) setToggled(null);
  }
  const open = toggled ?? hasActive;
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setToggled(!open)}
        className={cn(itemClass, 'flex w-full items-center justify-between text-left', hasActive && 'font-semibold text-primary')}
      >
        {group.label}
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 grid gap-1 pl-3">
        {group.children.map((link) => (
          <li key={link.label}>
            <MenuItem link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The enterprise-information side menu (spec §2), with only the pages the user or key may open. From 1024 px it is a side column; below that it folds
 * into a 企业信息菜单 disclosure above the content, closed again after a link is followed.
 */
export function SideMenu() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const navId = useId();
  const close = () => setMobileOpen(false);
  const entries = visibleSideMenu(useMayOpen());
  return (
    <div className="min-w-0 lg:w-56 lg:shrink-0">
      <button
        type="button"
        aria-expanded={mobileOpen}
        aria-controls={navId}
        onClick={() => setMobileOpen((open) => !open)}
        className="flex w-full items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm font-medium lg:hidden"
      >
        <Menu aria-hidden className="size-4" />
        企业信息菜单
      </button>
      <nav id={navId} aria-label="企业信息菜单" className={cn('mt-2 rounded-md border bg-card p-2 lg:mt-0 lg:block', !mobileOpen && 'max-lg:hidden')}>
        <ul className="grid gap-1">
          {entries.map((entry) =>
            isMenuGroup(entry) ? (
              <MenuGroupItem key={entry.label} group={entry} onNavigate={close} />
            ) : (
              <li key={entry.label}>
                <MenuItem link={entry} onNavigate={close} />
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
