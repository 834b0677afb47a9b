import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { displayName, useSession } from '@/stores/session-store';

/** The avatar and the user's name (nickname, else enterprise name); the name is visually hidden on phones. */
export function AvatarLabel() {
  const avatar = useSession((state) => state.avatar);
  const name = useSession(displayName);
  const [broken, setBroken] = useState(false);
  return (
    <>
      {broken ? (
        <UserRound aria-hidden="true" className="size-7 shrink-0 rounded-full bg-white/15 p-1" />
      ) : (
        <img src={avatar} alt="" onError={() => setBroken(true)} className="size-7 shrink-0 rounded-full bg-white/15 object-cover" />
      )}
      <span className="max-w-28 truncate text-sm max-md:sr-only">{name}</span>
    </>
  );
}

export const avatarTriggerClass =
  'inline-flex h-9 min-w-0 items-center gap-2 rounded-md px-1.5 text-header-foreground transition-colors outline-none hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white aria-expanded:bg-white/10';
