import { ChevronDown, Menu } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useReminderCounts, type ReminderCounts } from '@/components/reminders/api/reminder-counts';
import { cn } from '@/lib/cn';
import { useMayOpen } from '@/lib/permissions/use-may-open';
import { isMenuGroup, visibleSideMenu, type MenuGroup, type MenuLink } from '../menu';

const itemClass = 'block rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-primary';

function isActive(link: MenuLink, pathname: string): boolean {
  return Boolean(link.href) && (pathname === link.href || pathname.startsWith(`${link.href}/`));
}

/** The unread reminders of the link's type, or of the group's links together; 0 without counts. */
function unreadOf(links: readonly MenuLink[], counts: ReminderCounts | undefined): number {
  return links.reduce((sum, link) => sum + (link.reminderType && counts ? counts[link.reminderType] : 0), 0);
}

function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="shrink-0 rounded-full bg-destructive px-1.5 text-xs leading-5 text-destructive-foreground tabular-nums">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> 条未读提醒</span>
    </span>
  );
}

function MenuItem({ link, onNavigate, counts }: { link: MenuLink; onNavigate: () => void; counts: ReminderCounts | undefined }) {
  if (!link.href) {
    return (
      <span aria-disabled="true" title="即将开放" className={cn(itemClass, 'cursor-not-allowed text-muted-foreground hover:bg-transparent')}>
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
      className={({ isActive: active }) => cn(itemClass, 'flex items-center gap-2', active && 'bg-primary text-primary-foreground hover:bg-primary')}
    >
      <span className="min-w-0 flex-1">{link.label}</span>
      <UnreadBadge count={unreadOf([link], counts)} />
    </NavLink>
  );
}

function MenuGroupItem({ group, onNavigate, counts }: { group: MenuGroup; onNavigate: () => void; counts: ReminderCounts | undefined }) {
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
        className={cn(itemClass, 'flex w-full items-center gap-2 text-left', hasActive && 'font-semibold text-primary')}
      >
        <span className="min-w-0 flex-1">{group.label}</span>
        <UnreadBadge count={open ? 0 : unreadOf(group.children, counts)} />
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 grid gap-1 pl-3">
        {group.children.map((link) => (
          <li key={link.label}>
            <MenuItem link={link} onNavigate={onNavigate} counts={counts} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The enterprise-information side menu (spec §2), with only the pages the user or key may open; the reminder pages
 * show their unread counts (the collapsed 信息校验提醒 group, their sum). From 1024 px it is a side column; below that it folds
 * into a 企业信息菜单 disclosure above the content, closed again after a link is followed.
 */
export function SideMenu() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const navId = useId();
  const close = () => setMobileOpen(false);
  const entries = visibleSideMenu(useMayOpen());
  const counts = useReminderCounts()?.data;
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
              <MenuGroupItem key={entry.label} group={entry} onNavigate={close} counts={counts} />
            ) : (
              <li key={entry.label}>
                <MenuItem link={entry} onNavigate={close} counts={counts} />
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
