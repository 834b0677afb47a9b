import type { NavMenuChild } from '../nav-items';
import { HeaderLink } from './header-link';
import { panelLinkClass } from './nav-styles';

function PendingEntry({ label }: { label: string }) {
  return (
    <span aria-disabled="true" title="即将开放" className="flex cursor-not-allowed items-center gap-2 px-3 py-2 text-sm whitespace-nowrap text-muted-foreground">
      {label}
      <span className="rounded border px-1 text-xs">敬请期待</span>
    </span>
  );
}

interface MenuEntriesProps {
  entries: readonly NavMenuChild[];
  onNavigate?: () => void;
  linkClassName?: string;
  /** The list's accessible name (the menu's label where no heading names it). */
  label?: string;
}

/** The entries of a header dropdown, as a list of links (pending entries as text). */
export function MenuEntries({ entries, onNavigate, linkClassName = panelLinkClass, label }: MenuEntriesProps) {
  return (
    <ul aria-label={label} className="grid gap-0.5">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.kind === 'pending' ? (
            <PendingEntry label={entry.label} />
          ) : (
            <HeaderLink item={entry} className={linkClassName} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
