import type { NavMenuChild } from '../nav-items';
import { HeaderLink } from './header-link';
import { panelLinkClass } from './nav-styles';

function PendingEntry({ label }: { label: string }) {
  return (
    <span aria-disabled="true" className="flex cursor-not-allowed items-center gap-2 px-3 py-2 text-sm whitespace-nowrap text-muted-foreground">
      {label}
      <span className="rounded border px-1 text-xs">敬请期待</span>
    </span>
  );
}

/** The entries of a header dropdown, as a list of links (pending entries as text). */
export function MenuEntries({ entries, onNavigate }: { entries: readonly NavMenuChild[]; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-0.5">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.kind === 'pending' ? (
            <PendingEntry label={entry.label} />
          ) : (
            <HeaderLink item={entry} className={panelLinkClass} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
