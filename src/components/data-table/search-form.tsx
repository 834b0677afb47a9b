import { ChevronDown, ChevronUp, RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type FilterConfig, filterParamNames } from './table-config';
import { SearchField } from './search-field';
import { useTableUrlState } from './use-table-url-state';

/** How many filters show while the form is collapsed. */
const COLLAPSED_COUNT = 3;

export interface SearchFormProps {
  /** Keep the array stable (module scope or the record file): it keys the URL parsing. */
  filters: readonly FilterConfig[];
}

/**
 * The search form above a table, generated from FilterConfig[]. 查询 writes the values into the URL
 * (back to page 1), 重置 clears them. More than three filters collapse behind 展开/收起.
 *
 * @example <SearchForm filters={certificateFilters} />
 */
export function SearchForm({ filters }: SearchFormProps) {
  const url = useTableUrlState({ filters });
  const applied = JSON.stringify(url.state.filters);
  const collapsible = filters.length > COLLAPSED_COUNT;
  // A filter behind 展开 that the URL applies (a reload, a shared link, back) must show, or the table reads as
  // unfiltered while it is not.
  const hiddenApplied = collapsible && filters.slice(COLLAPSED_COUNT).some((filter) => filterParamNames(filter).some((name) => url.state.filters[name]));
  const [expanded, setExpanded] = useState(hiddenApplied);
  // When the URL changes (查询, 重置, back button), the draft starts again from the applied values.
  const [draft, setDraft] = useState({ applied, values: url.state.filters });
  if (draft.applied !== applied) {
    setDraft({ applied, values: url.state.filters });
    if (hiddenApplied) setExpanded(true);
  }
  const values = draft.applied === applied ? draft.values : url.state.filters;
  const [rangeProblem, setRangeProblem] = useState<string | null>(null);
  const setValue = (name: string, value: string) => {
    setRangeProblem(null);
    setDraft((current) => ({ ...current, values: { ...current.values, [name]: value } }));
  };
  const fieldsId = useId();
  const shown = collapsible && !expanded ? filters.slice(0, COLLAPSED_COUNT) : filters;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A reversed range matches nothing; say why instead of showing an empty table.
    const reversed = filters.find((filter) => {
      const [begin, end] = filterParamNames(filter);
      return filter.kind === 'date-range' && begin && end && values[begin] && values[end] && values[begin] > values[end];
    });
    if (reversed) {
      setRangeProblem(`${reversed.label}的开始日期不能晚于结束日期`);
      return;
    }
    const names = new Set(filters.flatMap(filterParamNames));
    url.setFilters(Object.fromEntries(Object.entries(values).filter(([name, value]) => names.has(name) && value.trim())));
  };
  const reset = () => {
    setRangeProblem(null);
    setDraft((current) => ({ ...current, values: {} }));
    url.setFilters({});
  };

  return (
    <form role="search" aria-label="查询条件" noValidate onSubmit={submit} className="rounded-md border bg-card p-4">
      <div id={fieldsId} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((filter) => (
          <SearchField
            key={filter.name}
            filter={filter}
            values={values}
            onChange={setValue}
          />
        ))}
      </div>
      {rangeProblem ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {rangeProblem}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button type="submit" size="sm">
          <Search aria-hidden />
          查询
        </Button>
        <Button variant="outline" size="sm" onClick={reset}>
          <RotateCcw aria-hidden />
          重置
        </Button>
        {collapsible && (
          <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={fieldsId} onClick={() => setExpanded(!expanded)}>
            {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {expanded ? '收起' : '展开'}
          </Button>
        )}
      </div>
    </form>
  );
}
