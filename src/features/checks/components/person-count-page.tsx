import { useLatestRun } from '../api/check-runs';
import { PERSON_COUNT_CHECK } from '../check-areas';
import { CheckPageFrame } from './check-page-frame';
import { LatestRunState } from './latest-run-state';
import { PersonCountResultsTable } from './person-count-results-table';
import { RunCheckButton } from './run-check-button';

/** 人员数量校验: 一键校验 and the latest run's requirement-by-requirement counts. */
export function PersonCountPage() {
  const area = PERSON_COUNT_CHECK;
  const latest = useLatestRun(area.latestKinds);
  return (
    <CheckPageFrame area={area} page={area.pages.main} actions={<RunCheckButton area={area} />}>
      <LatestRunState area={area} latest={latest}>
        {(run) => <PersonCountResultsTable runId={run.runId} caption={`${area.title}结果`} />}
      </LatestRunState>
    </CheckPageFrame>
  );
}
