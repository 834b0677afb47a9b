import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { formatCellValue } from '@/components/data-table/format-cell';
import type { CellRenderers } from '@/components/data-table/table-config';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { useCheckRuns } from '../api/check-runs';
import type { CheckArea, CheckRun } from '../check-areas';
import { diffText, durationText, problemsText, scopeText } from '../check-labels';
import { checkLogColumns } from '../check-log-table';
import { CheckPageFrame } from './check-page-frame';
import { FindingsTable } from './findings-table';
import { PersonCountResultsTable } from './person-count-results-table';

/** The URL param naming the run whose results 校验记录 shows. */
const RUN_PARAM = 'runId';

const CELLS: CellRenderers<CheckRun> = {
  scope: (row) => scopeText(row.scope),
  problems: (row) => problemsText(row),
  diff: (row) => diffText(row),
  durationMs: (row) => durationText(row.durationMs),
};

/** 校验记录: the area's runs, newest first; 查看结果 shows one run's results in place (`?runId=`). */
export function CheckLogPage({ area }: { area: CheckArea }) {
  const [params] = useSearchParams();
  const runId = params.get(RUN_PARAM);
  return <CheckPageFrame area={area} page={area.pages.log}>{runId ? <RunResults area={area} runId={runId} /> : <RunsTable area={area} />}</CheckPageFrame>;
}

function RunsTable({ area }: { area: CheckArea }) {
  const { state } = useTableUrlState();
  const navigate = useNavigate();
  const runs = useCheckRuns(area.logKind, { pageNum: state.pageNum, pageSize: state.pageSize });
  const when = (run: CheckRun) => formatCellValue(run.startedAt, 'datetime');
  return (
    <DataTable<CheckRun>
      caption={`${area.title}记录`}
      storageKey={`check-log-${area.key}`}
      columns={checkLogColumns(area)}
      rows={runs.data?.rows ?? []}
      total={runs.data?.total ?? 0}
      isLoading={runs.isPending}
      isFetching={runs.isFetching}
      error={runs.error}
      onRetry={() => void runs.refetch()}
      rowId={(row) => row.runId}
      cells={CELLS}
      emptyText="还没有校验记录"
      renderRowActions={(run) => (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-1"
          aria-label={`查看 ${when(run)} 的校验结果`}
          onClick={() => void navigate({ search: `?${new URLSearchParams({ [RUN_PARAM]: run.runId }).toString()}` }, { state: { fromLog: true } })}
        >
          查看结果
        </Button>
      )}
    />
  );
}

function RunResults({ area, runId }: { area: CheckArea; runId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the log page the member came from (its page and sort), or to the log's first page from a shared link.
  const back = () => void (location.state && (location.state as { fromLog?: boolean }).fromLog ? navigate(-1) : navigate({ search: '' }));
  return (
    <div className="grid min-w-0 gap-3">
      <div>
        <Button variant="outline" size="sm" onClick={back}>
          <ArrowLeft aria-hidden />
          返回校验记录
        </Button>
      </div>
      <h2 className="font-medium">该次校验的结果</h2>
      {area.key === 'personCount' ? (
        <PersonCountResultsTable runId={runId} caption="该次校验的结果" />
      ) : (
        <FindingsTable area={area} runId={runId} caption="该次校验的结果" />
      )}
    </div>
  );
}
