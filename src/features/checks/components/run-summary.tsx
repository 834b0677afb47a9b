import { formatCellValue } from '@/components/data-table/format-cell';
import type { CheckArea, CheckRun } from '../check-areas';
import { diffText, runSummary, scopeText } from '../check-labels';

/** The run a page shows: when, by whom, on what, and what it found. */
export function RunSummary({ area, run, heading = '最近一次校验' }: { area: CheckArea; run: CheckRun; heading?: string }) {
  const facts: [string, string][] = [
    ['时间', formatCellValue(run.startedAt, 'datetime')],
    ['发起人', run.startedBy],
    ['范围', scopeText(run.scope)],
    ['结果', runSummary(area, run)],
    ['与上次相比', diffText(run)],
  ];
  return (
    <section aria-label={heading} className="rounded-md border bg-card p-3 text-sm">
      <h2 className="mb-2 font-medium">{heading}</h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
