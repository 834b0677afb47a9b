import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDict } from '@/lib/dict/dict-store';
import { type FilterConfig, type FilterOption, filterParamNames } from './table-config';

export interface SearchFieldProps {
  filter: FilterConfig;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

const selectClass = 'h-9 w-full rounded-md border border-input bg-card px-3 text-sm';

/** One search-form field: a text box, a dictionary or fixed-options select, or a pair of dates. */
export function SearchField({ filter, values, onChange }: SearchFieldProps) {
  const id = useId();
  const [name, endName] = filterParamNames(filter);
  if (!name) return null;
  if (filter.kind === 'date-range' && endName) {
    return (
      // min-w-0: a fieldset is at least as wide as its content by default, and two date inputs side by side
      // pushed the page 15 px sideways at 360 px; the pair wraps instead.
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{filter.label}</legend>
        <div className="flex flex-wrap items-center gap-2 [&>input]:min-w-32 [&>input]:flex-1">
          <Input type="date" aria-label={`${filter.label}起`} max={values[endName] || undefined} value={values[name] ?? ''} onChange={(e) => onChange(name, e.target.value)} />
          <span aria-hidden>至</span>
          <Input type="date" aria-label={`${filter.label}止`} min={values[name] || undefined} value={values[endName] ?? ''} onChange={(e) => onChange(endName, e.target.value)} />
        </div>
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{filter.label}</Label>
      {filter.kind === 'dict' ? (
        <DictSelect id={id} dictType={filter.dictType ?? ''} value={values[name] ?? ''} onChange={(value) => onChange(name, value)} />
      ) : filter.kind === 'options' ? (
        <OptionSelect id={id} options={filter.options ?? []} value={values[name] ?? ''} onChange={(value) => onChange(name, value)} />
      ) : (
        <Input id={id} value={values[name] ?? ''} onChange={(e) => onChange(name, e.target.value)} placeholder={`请输入${filter.label}`} />
      )}
    </div>
  );
}

interface SelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

function DictSelect({ dictType, ...props }: SelectProps & { dictType: string }) {
  const { options } = useDict(dictType);
  return <OptionSelect {...props} options={options} />;
}

function OptionSelect({ id, options, value, onChange }: SelectProps & { options: readonly FilterOption[] }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
      <option value="">全部</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
