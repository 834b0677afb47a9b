import { Bell, LogIn, LogOut, UserPlus, UserRound } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { displayName, isLoggedIn, useSession } from '@/stores/session-store';
import { useAccountNavMenus } from '../hooks/use-header-nav-items';
import { DRAWER_NAV_ITEMS } from '../nav-items';
import { HeaderLink } from './header-link';
import { MenuEntries } from './menu-entries';
import { countBadgeText } from './message-link';
import { SITE_NAME } from './site-brand';

const drawerLinkClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-[15px] text-foreground transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-primary';
const iconClass = 'size-4 shrink-0 text-muted-foreground';

interface MobileNavDrawerProps {
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
  onRequestLogout(): void;
}

function AccountLink({ to, icon, children, onNavigate }: { to: string; icon: ReactNode; children: ReactNode; onNavigate(): void }) {
  return (
    <li>
      <Link to={to} className={drawerLinkClass} onClick={onNavigate}>
        {icon}
        {children}
      </Link>
    </li>
  );
}

function AccountEntries({ onNavigate, onRequestLogout }: { onNavigate(): void; onRequestLogout(): void }) {
  const loggedIn = useSession(isLoggedIn);
  const name = useSession(displayName);
  const unread = useSession((state) => state.unreadMessage);

  if (!loggedIn) {
    return (
      <ul aria-label="账户" className="grid gap-0.5">
        <AccountLink to={paths.login.getHref()} icon={<LogIn aria-hidden="true" className={iconClass} />} onNavigate={onNavigate}>
          登录
        </AccountLink>
        <AccountLink to={paths.register.getHref()} icon={<UserPlus aria-hidden="true" className={iconClass} />} onNavigate={onNavigate}>
          立即注册
        </AccountLink>
      </ul>
    );
  }
  const badge = countBadgeText(unread);
  return (
    <ul aria-label={`账户：${name}`} className="grid gap-0.5">
      <AccountLink to={paths.userCenter.getHref()} icon={<UserRound aria-hidden="true" className={iconClass} />} onNavigate={onNavigate}>
        个人中心
      </AccountLink>
      <AccountLink to={paths.userMessages.getHref()} icon={<Bell aria-hidden="true" className={iconClass} />} onNavigate={onNavigate}>
        消息
        {badge ? (
          <span className="ml-auto rounded-full bg-destructive px-1.5 text-xs leading-5 text-destructive-foreground">
            {badge}
            <span className="sr-only"> 条未读</span>
          </span>
        ) : null}
      </AccountLink>
      <li>
        <button type="button" className={drawerLinkClass} onClick={onRequestLogout}>
          <LogOut aria-hidden="true" className={iconClass} />
          退出登录
        </button>
      </li>
    </ul>
  );
}

/** A signed-in user's 企业信息 and 会员专栏 entries, filtered as in the desktop header. */
function AccountMenus({ onNavigate }: { onNavigate(): void }) {
  const menus = useAccountNavMenus();
  return menus.map((menu) => (
    <div key={menu.id} className="mt-3 grid gap-1">
      <p aria-hidden="true" className="px-3 text-xs font-medium text-muted-foreground">
        {menu.label}
      </p>
      <MenuEntries entries={menu.children} onNavigate={onNavigate} linkClassName={drawerLinkClass} label={menu.label} />
    </div>
  ));
}

/**
 * The mobile drawer: exactly 资质标准, 政策文件, 常见问题, 课程中心, 联系我们 (spec §2); below them a signed-in user's
 * 企业信息 and 会员专栏 entries; then the account entries.
 */
export default function MobileNavDrawer({ onClose, returnFocusTo, onRequestLogout }: MobileNavDrawerProps) {
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="pr-8">{SITE_NAME}</SheetTitle>
        <nav aria-label="移动端导航">
          <ul className="grid gap-0.5">
            {DRAWER_NAV_ITEMS.map((item) => (
              <li key={item.id}>
                <HeaderLink item={item} className={drawerLinkClass} onNavigate={onClose} />
              </li>
            ))}
          </ul>
          <AccountMenus onNavigate={onClose} />
        </nav>
        <Separator />
        <AccountEntries onNavigate={onClose} onRequestLogout={onRequestLogout} />
      </SheetContent>
    </Sheet>
  );
}
