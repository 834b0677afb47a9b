/** A top-level header entry (link or dropdown trigger) on the blue band; the nav measures these for 更多. */
export const topItemClass =
  'inline-flex h-full items-center gap-1 px-3 text-[15px] font-medium whitespace-nowrap text-header-foreground/90 transition-colors outline-none hover:bg-white/10 hover:text-header-foreground focus-visible:bg-white/10 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white aria-[current=page]:text-header-foreground aria-[current=page]:shadow-[inset_0_-3px_0_var(--color-header-foreground)] data-[active=true]:text-header-foreground data-[active=true]:shadow-[inset_0_-3px_0_var(--color-header-foreground)] aria-expanded:bg-white/10';

/** The white card a dropdown opens. */
export const panelClass = 'absolute top-full z-50 rounded-b-md border border-t-0 bg-popover text-popover-foreground shadow-lg outline-none';

/** A link inside a dropdown, the 更多 menu or the drawer. */
export const panelLinkClass =
  'flex items-center gap-2 rounded-sm px-3 py-2 text-sm whitespace-nowrap text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-primary';
