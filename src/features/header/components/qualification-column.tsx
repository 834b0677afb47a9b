import { ChevronDown } from 'lucide-react';
import { useId, useRef } from 'react';
import { qualificationStandardHref } from '@/config/paths';
import type { QualificationNode } from '../api/qualification-tree';
import { panelLinkClass } from './nav-styles';
import { useScrollCue } from './qualification-scroll-cue';

interface QualificationColumnProps {
  node: QualificationNode;
  /** Id of the hidden "opens in a new window" note the links point to with aria-describedby. */
  newWindowNoteId: string;
}

/**
 * One standard code with its sub-codes: the title and every entry open the standard in a new tab. A column cut at
 * spec §9's 500 px scrolls (also from the keyboard, as a focusable region named by its title) and shows a fade
 * with 向下滚动查看更多 until its end is reached.
 */
export function QualificationColumn({ node, newWindowNoteId }: QualificationColumnProps) {
  const headingId = useId();
  const linkProps = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': newWindowNoteId } as const;
  const scrollBox = useRef<HTMLElement>(null);
  const cue = useScrollCue(scrollBox);

  return (
    <div className="relative min-w-0">
      <section
        ref={scrollBox}
        aria-labelledby={headingId}
        tabIndex={cue === 'fits' ? undefined : 0}
        className="max-h-[500px] min-w-0 overflow-y-auto overscroll-contain rounded-sm pr-1 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <h3 id={headingId} className="mb-1 border-b pb-1">
          <a
            href={qualificationStandardHref(node.category, node.code)}
            {...linkProps}
            className="block rounded-sm px-3 py-2 text-[15px] font-semibold text-primary hover:bg-accent hover:underline"
          >
            {node.label}
          </a>
        </h3>
        {node.children.length > 0 ? (
          <ul className="grid gap-0.5">
            {node.children.map((child) => (
              // Sub-codes are not unique (two entries share 10400201); ids are.
              <li key={child.id}>
                <a href={qualificationStandardHref(child.category, child.code, child.subcode)} {...linkProps} className={`${panelLinkClass} whitespace-normal`}>
                  {child.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {cue === 'more' ? (
        <div
          aria-hidden="true"
          data-testid="scroll-cue"
          className="pointer-events-none absolute inset-x-0 bottom-0 flex h-14 items-end justify-center bg-linear-to-t from-popover via-popover/80 to-transparent pb-1"
        >
          <span className="inline-flex items-center gap-1 rounded-full bg-popover px-2 py-0.5 text-xs text-muted-foreground shadow-sm">
            <ChevronDown className="size-3.5" />
            向下滚动查看更多
          </span>
        </div>
      ) : null}
    </div>
  );
}
