import { cn } from '@/lib/cn';
import { APPLICATION_STAGES, stageIndex, type Application } from '../application-stages';

function stageDates({ start, end }: { start: string | null; end?: string | null }) {
  if (!start) return '—';
  return end === undefined ? start : `${start} 至 ${end ?? '进行中'}`;
}

/** The four review stages as an ordered list: done ones ticked, the current one highlighted (aria-current="step"). */
export function ApplicationTimeline({ app }: { app: Application }) {
  const current = stageIndex(app.stage);
  return (
    <ol aria-label="办理进度" className="grid gap-2 sm:grid-cols-4 sm:gap-0">
      {APPLICATION_STAGES.map((guide, index) => {
        const state = index < current ? '已完成' : index === current ? '当前阶段' : '未开始';
        return (
          <li
            key={guide.stage}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'relative rounded-md border-l-4 py-1 pl-3 sm:border-t-4 sm:border-l-0 sm:pt-2 sm:pl-0 sm:pr-2',
              index < current && 'border-primary/60',
              index === current && 'border-primary',
              index > current && 'border-muted text-muted-foreground',
            )}
          >
            <p className={cn('text-sm', index === current && 'font-semibold text-primary')}>
              {guide.label}
              <span className="ml-2 text-xs font-normal text-muted-foreground">{state}</span>
            </p>
            <p className="text-xs text-muted-foreground tabular-nums">{stageDates(guide.dates(app))}</p>
          </li>
        );
      })}
    </ol>
  );
}
