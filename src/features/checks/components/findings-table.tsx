import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { SearchForm } from '@/components/data-table/search-form';
import type { CellRenderers } from '@/components/data-table/table-config';
import { toast } from '@/lib/toast';
import { useMarkFinding } from '../api/check-findings';
import type { CheckArea, CheckFinding } from '../check-areas';
import { MARK_LABELS, type MarkStatus } from '../check-labels';
import { FINDING_FILTERS, findingColumns, type FindingRow } from '../finding-table';
import { useFindingsTable } from '../use-findings-table';
import { CheckLevelBadge, MarkBadge } from './check-badges';
import { FindingActions } from './finding-actions';
import { MarkDialog } from './mark-dialog';
import { RuleFilter } from './rule-filter';

const CELLS: CellRenderers<FindingRow> = {
  level: (row) => <CheckLevelBadge level={row.level} />,
  message: (row) => <span className="block max-w-md min-w-48 whitespace-normal">{row.message}</span>,
  mark: (row) => <MarkBadge mark={row.mark} />,
};

interface FindingsTableProps {
  area: CheckArea;
  runId: string;
  /** The table's accessible name. */
  caption: string;
}

/** A run's findings for the area: by rule, filtered by level and mark, with 去处理 / 核实 / 忽略 / 清除标记 and export. */
export function FindingsTable({ area, runId, caption }: FindingsTableProps) {
  const table = useFindingsTable(area, runId);
  const { findings } = table;
  const columns = useMemo(() => findingColumns(area), [area]);
  const mark = useMarkFinding();
  const [marking, setMarking] = useState<{ finding: CheckFinding; status: MarkStatus } | null>(null);

  const submitMark = async (reason: string) => {
    if (!marking) return;
    try {
      await mark.mutateAsync({ resultId: marking.finding.id, status: marking.status, reason });
      toast.success(`已标记为${MARK_LABELS[marking.status]}`);
      setMarking(null);
    } catch {
      // The client has shown the server's message; the dialog stays open with the reason.
    }
  };
  const clearMark = async (finding: CheckFinding) => {
    try {
      await mark.mutateAsync({ resultId: finding.id, status: null });
      toast.success('已清除标记');
    } catch {
      // The client has shown the server's message.
    }
  };

  return (
    <div className="grid min-w-0 gap-3">
      <SearchForm filters={FINDING_FILTERS} />
      {findings.isPending ? null : <RuleFilter groups={table.groups} total={table.total} value={table.rule} onChange={table.setRule} />}
      <DataTable<FindingRow>
        caption={caption}
        storageKey={`check-findings-${area.key}`}
        columns={columns}
        rows={table.rows}
        total={table.shownTotal}
        isLoading={findings.isPending}
        isFetching={findings.isFetching}
        error={findings.error}
        onRetry={findings.refetch}
        rowId={(row) => row.id}
        cells={CELLS}
        emptyText="没有发现问题"
        onExport={table.exportAll}
        renderRowActions={(row) => <FindingActions finding={row} onMark={(status) => setMarking({ finding: row, status })} onClear={() => clearMark(row)} />}
      />
      <MarkDialog marking={marking} onClose={() => setMarking(null)} onSubmit={submitMark} />
    </div>
  );
}
