import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { APPLICATION_STAGES, RESULT_LABELS, stageIndex, type Application } from '../application-stages';
import { ApplicationTimeline } from './application-timeline';
import { ReviewDays } from './review-days';

/** One application: who applied for what where, its timeline and review days, and what its current stage asks. */
export function ApplicationCard({ app }: { app: Application }) {
  const guide = APPLICATION_STAGES[stageIndex(app.stage)]!;
  return (
    <article aria-labelledby={`app-${app.uuid}`} className="grid gap-3 rounded-lg border bg-card p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`app-${app.uuid}`} className="text-base font-semibold break-words">
            {app.entName}
          </h2>
          <p className="text-sm text-muted-foreground">
            {app.qualificationName}（{app.applyType}）· {app.department} · 受理日期 {app.acceptDate}
          </p>
        </div>
        {app.result ? (
          <span className={app.result === 'rejected' ? 'rounded border border-destructive px-2 text-sm text-destructive' : 'rounded border border-primary px-2 text-sm text-primary'}>
            {RESULT_LABELS[app.result]}
          </span>
        ) : null}
      </header>
      <ApplicationTimeline app={app} />
      <ReviewDays app={app} />
      {app.opinion ? (
        <p className="rounded-md bg-destructive/5 p-3 text-sm">
          <span className="font-medium">审查意见：</span>
          {app.opinion}
          <Link to={paths.enterpriseInfo.getHref('acceptanceOpinions')} className="ml-2 text-primary underline-offset-4 hover:underline">
            查看受理意见解读
          </Link>
        </p>
      ) : null}
      <section aria-label={`当前阶段：${guide.label}`} className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
        <p>
          <span className="font-medium">{guide.label}：</span>
          {guide.meaning}
        </p>
        <p>
          <span className="font-medium">下一步：</span>
          {guide.nextStep}
        </p>
      </section>
    </article>
  );
}
