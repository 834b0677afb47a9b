import { useId } from 'react';
import { qualificationStandardHref } from '@/config/paths';
import type { QualificationNode } from '../api/qualification-tree';
import { panelLinkClass } from './nav-styles';

interface QualificationColumnProps {
  node: QualificationNode;
  /** Id of the hidden "opens in a new window" note the links point to with aria-describedby. */
  newWindowNoteId: string;
}

/** One standard code with its sub-codes: the title and every entry open the standard in a new tab. */
export function QualificationColumn({ node, newWindowNoteId }: QualificationColumnProps) {
  const headingId = useId();
  const linkProps = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': newWindowNoteId } as const;

  return (
    <section aria-labelledby={headingId} className="max-h-[500px] min-w-0 overflow-y-auto overscroll-contain pr-1">
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
  );
}
