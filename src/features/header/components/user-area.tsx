import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isLoggedIn, useSession } from '@/stores/session-store';
import { AvatarMenu, type AvatarMenuProps } from './avatar-menu';
import { MessageLink } from './message-link';

function GuestActions() {
  return (
    <div className="flex items-center gap-2">
      <Button asChild size="sm" variant="ghost" className="text-header-foreground hover:bg-white/10 hover:text-header-foreground">
        <Link to={paths.login.getHref()}>登录</Link>
      </Button>
      <Button asChild size="sm" className="bg-white text-primary hover:bg-white/90 max-sm:hidden">
        <Link to={paths.register.getHref()}>立即注册</Link>
      </Button>
    </div>
  );
}

/** Spec §2: 登录 / 立即注册 for visitors; the message icon and the avatar menu once signed in. */
export function UserArea({ onRequestLogout }: AvatarMenuProps) {
  const loggedIn = useSession(isLoggedIn);
  if (!loggedIn) return <GuestActions />;
  return (
    <div className="flex min-w-0 items-center gap-1">
      <MessageLink />
      <AvatarMenu onRequestLogout={onRequestLogout} />
    </div>
  );
}
