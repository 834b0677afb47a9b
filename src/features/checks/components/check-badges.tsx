import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { CheckFinding } from '../check-areas';
import { LEVEL_LABELS, MARK_LABELS } from '../check-labels';

const LEVEL_CLASSES: Record<CheckFinding['level'], string> = {
  error: 'bg-red-100 text-red-800',
  warning: 'bg-amber-100 text-amber-900',
};

/** 错误 / 警告; the word says it, so colour is never the only cue. */
export function CheckLevelBadge({ level }: { level: CheckFinding['level'] }) {
  return <Badge className={LEVEL_CLASSES[level]}>{LEVEL_LABELS[level]}</Badge>;
}

/** A finding's review mark with its reason and who marked it, or 未复核. */
export function MarkBadge({ mark }: { mark: CheckFinding['mark'] }) {
  if (!mark) return <span className="text-muted-foreground">未复核</span>;
  return (
    <span className="grid max-w-60 gap-0.5">
      <Badge variant="outline" className={cn('justify-self-start', mark.status === 'verified' ? 'border-sky-300 text-sky-800' : 'border-slate-300 text-slate-700')}>
        {MARK_LABELS[mark.status]}
      </Badge>
      <span className="text-xs whitespace-normal text-muted-foreground">
        {mark.reason}（{mark.markedBy}）
      </span>
    </span>
  );
}

/** 通过 / 不足 of a personnel-count requirement. */
export function PassedBadge({ passed }: { passed: boolean }) {
  return <Badge className={passed ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'}>{passed ? '通过' : '不足'}</Badge>;
}
