import { LogOut, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDropdownController } from '../hooks/use-dropdown-controller';
import { AvatarLabel, avatarTriggerClass } from './avatar-label';
import { NavDropdown } from './nav-dropdown';
import { panelLinkClass } from './nav-styles';

export interface AvatarMenuProps {
  /** Asks to sign out; the header confirms first. `returnFocusTo` gets focus back if the user cancels. */
  onRequestLogout(returnFocusTo: HTMLElement | null): void;
}

const ID = 'avatar';

/**
 * The signed-in user's menu (个人中心, 退出登录). It behaves like the other header dropdowns: opens on hover,
 * closes 200 ms after the pointer leaves, and never takes focus unless opened from the keyboard.
 */
export function AvatarMenu({ onRequestLogout }: AvatarMenuProps) {
  const controller = useDropdownController();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <NavDropdown
      as="div"
      id={ID}
      label={<AvatarLabel />}
      controller={controller}
      triggerRef={triggerRef}
      className="relative"
      triggerClassName={avatarTriggerClass}
      panelClassName="right-0 mt-1 w-40 rounded-md border-t p-1.5"
    >
      <ul className="grid gap-0.5">
        <li>
          <Link to={paths.userCenter.getHref()} className={panelLinkClass}>
            <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
            个人中心
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={`${panelLinkClass} w-full`}
            onClick={() => {
              controller.close();
              onRequestLogout(triggerRef.current);
            }}
          >
            <LogOut aria-hidden="true" className="size-4 text-muted-foreground" />
            退出登录
          </button>
        </li>
      </ul>
    </NavDropdown>
  );
}
