import type { Application } from '../application-stages';

/** 已用 N 天 / 审查时限 60 天, with 已超期 N 天 in red once the review ran past its target. */
export function ReviewDays({ app }: { app: Application }) {
  const ended = app.reviewEndDate !== null;
  return (
    <p className="text-sm">
      <span className="tabular-nums">
        {ended ? '审查' : ''}已用 {app.elapsedDays} 天 / 审查时限 {app.limitDays} 天
      </span>
      <span className="text-muted-foreground">（自然日）</span>
      {app.overdueDays > 0 ? <strong className="ml-2 font-semibold text-destructive">已超期 {app.overdueDays} 天</strong> : null}
    </p>
  );
}
