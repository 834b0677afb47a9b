import type { ReactNode } from 'react';
import { RecordLoadState } from '@/components/records/record-load-state';
import type { CheckArea, CheckRun } from '../check-areas';
import { RunSummary } from './run-summary';

interface LatestRunStateProps {
  area: CheckArea;
  latest: { run: CheckRun | null | undefined; error: unknown; refetch: () => void };
  /** The latest run's results. */
  children: (run: CheckRun) => ReactNode;
}

/** A main check page's body: loading, failed, never run yet, or the latest run's summary and results. */
export function LatestRunState({ area, latest, children }: LatestRunStateProps) {
  if (latest.run === undefined) return <RecordLoadState error={latest.error} onRetry={latest.refetch} />;
  if (latest.run === null) {
    return <p className="rounded-md border border-dashed bg-card p-8 text-center text-muted-foreground">尚未进行过校验，点击“一键校验”开始。</p>;
  }
  return (
    <>
      <RunSummary area={area} run={latest.run} />
      {children(latest.run)}
    </>
  );
}
