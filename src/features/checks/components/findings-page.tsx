import { useLatestRun } from '../api/check-runs';
import type { CheckArea } from '../check-areas';
import { CheckPageFrame } from './check-page-frame';
import { FindingsTable } from './findings-table';
import { LatestRunState } from './latest-run-state';
import { RunCheckButton } from './run-check-button';

/** 人员业绩校验 / 项目校验: 一键校验 and the latest run's findings, grouped by rule. */
export function FindingsPage({ area }: { area: CheckArea }) {
  const latest = useLatestRun(area.latestKinds);
  return (
    <CheckPageFrame area={area} page={area.pages.main} actions={<RunCheckButton area={area} />}>
      <LatestRunState area={area} latest={latest}>
        {(run) => <FindingsTable area={area} runId={run.runId} caption={`${area.title}结果`} />}
      </LatestRunState>
    </CheckPageFrame>
  );
}
