import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { sitePath } from '@/components/reminders/safe-link';
import { Button } from '@/components/ui/button';
import type { CheckFinding } from '../check-areas';
import type { MarkStatus } from '../check-labels';

interface FindingActionsProps {
  finding: CheckFinding;
  onMark: (status: MarkStatus) => void;
  /** Resolves once the mark is cleared (or clearing failed). */
  onClear: () => Promise<void>;
}

const action = 'h-auto px-1';

/**
 * A finding's row actions: 去处理 (the record's form, at the field), 核实, 忽略 and, once marked, 清除标记. 核实 and
 * 忽略 stay after marking (to change the mark or its reason), so the dialog can give focus back to them; 清除标记
 * goes away once used, so focus moves to 核实.
 */
export function FindingActions({ finding, onMark, onClear }: FindingActionsProps) {
  const link = sitePath(finding.link);
  const name = finding.recordLabel;
  const verify = useRef<HTMLButtonElement>(null);
  const clear = async () => {
    await onClear();
    verify.current?.focus();
  };
  return (
    <div className="flex flex-wrap gap-1">
      {link ? (
        <Button asChild variant="link" size="sm" className={action}>
          <Link to={link} aria-label={`去处理 ${name}`}>
            去处理
          </Link>
        </Button>
      ) : null}
      <Button ref={verify} variant="link" size="sm" className={action} aria-label={`核实 ${name}`} onClick={() => onMark('verified')}>
        核实
      </Button>
      <Button variant="link" size="sm" className={action} aria-label={`忽略 ${name}`} onClick={() => onMark('ignored')}>
        忽略
      </Button>
      {finding.mark ? (
        <Button variant="link" size="sm" className={action} aria-label={`清除标记 ${name}`} onClick={() => void clear()}>
          清除标记
        </Button>
      ) : null}
    </div>
  );
}
