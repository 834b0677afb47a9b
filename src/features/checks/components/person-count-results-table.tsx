import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { SearchForm } from '@/components/data-table/search-form';
import type { CellRenderers } from '@/components/data-table/table-config';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { useDict } from '@/lib/dict/dict-store';
import { fetchAllPersonCountResults, usePersonCountResults } from '../api/person-count-results';
import type { PersonCountResult } from '../check-areas';
import { dictCodesText } from '../dict-codes';
import { ANY_SPECIALTY, exportPersonCountResults, PERSON_COUNT_COLUMNS, PERSON_COUNT_FILTERS, REG_CATEGORY_DICT, REG_SPECIALTY_DICT, shortfallsFirst } from '../person-count-table';
import { PassedBadge } from './check-badges';

function DictCodes({ dictType, codes }: { dictType: string; codes: string }) {
  const { labelOf } = useDict(dictType);
  return <>{dictCodesText(codes, labelOf)}</>;
}

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;

const CELLS: CellRenderers<PersonCountResult> = {
  regCategory: (row) => <DictCodes dictType={REG_CATEGORY_DICT} codes={row.regCategory} />,
  regSpecialty: (row) => (row.regSpecialty ? <DictCodes dictType={REG_SPECIALTY_DICT} codes={row.regSpecialty} /> : muted(ANY_SPECIALTY)),
  passed: (row) => <PassedBadge passed={row.passed} />,
  assessed: (row) => (row.assessed ? '考核' : muted('不再考核')),
  citation: (row) => <span className="block max-w-xs min-w-40 whitespace-normal">{row.citation}</span>,
};

/** A personnel-count run's results, shortfalls first, filtered by 结果, with export. */
export function PersonCountResultsTable({ runId, caption }: { runId: string; caption: string }) {
  const { state } = useTableUrlState({ filters: PERSON_COUNT_FILTERS });
  const { passed: passedFilter } = state.filters;
  const passed = passedFilter === undefined ? undefined : passedFilter === 'true';
  const results = usePersonCountResults({ runId, passed, pageNum: state.pageNum, pageSize: state.pageSize });
  const rows = useMemo(() => shortfallsFirst(results.data?.rows ?? []), [results.data]);
  const exportAll = async () => exportPersonCountResults('人员数量校验结果.xlsx', await fetchAllPersonCountResults({ runId, passed }));
  return (
    <div className="grid min-w-0 gap-3">
      <SearchForm filters={PERSON_COUNT_FILTERS} />
      <DataTable<PersonCountResult>
        caption={caption}
        storageKey="check-person-count"
        columns={PERSON_COUNT_COLUMNS}
        rows={rows}
        total={results.data?.total ?? 0}
        isLoading={results.isPending}
        isFetching={results.isFetching}
        error={results.error}
        onRetry={() => void results.refetch()}
        rowId={(row) => row.id}
        cells={CELLS}
        emptyText="没有需要核对的资质项"
        onExport={exportAll}
      />
    </div>
  );
}
