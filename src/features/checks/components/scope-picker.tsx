import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '@/components/schema/widgets/use-debounced-value';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { useScopeOptions, type ScopeOption } from '../api/scope-options';
import type { ScopeChoice } from '../check-areas';

/** Step 1's answer: everything, or the chosen persons or projects. */
export interface ScopeValue {
  mode: 'all' | 'some';
  chosen: readonly ScopeOption[];
}

interface ScopePickerProps {
  choice: ScopeChoice;
  value: ScopeValue;
  onChange: (value: ScopeValue) => void;
  error?: string | undefined;
}

/** 全部 or a searchable list of the enterprise's registered persons (or projects) to tick. */
export function ScopePicker({ choice, value, onChange, error }: ScopePickerProps) {
  const name = useId();
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">校验范围</legend>
        {(['all', 'some'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={mode} checked={value.mode === mode} onChange={() => onChange({ ...value, mode })} className="size-4 accent-primary" />
            {mode === 'all' ? choice.allLabel : choice.someLabel}
          </label>
        ))}
      </fieldset>
      {value.mode === 'some' ? <ScopeOptions choice={choice} value={value} onChange={onChange} error={error} /> : null}
    </div>
  );
}

function ScopeOptions({ choice, value, onChange, error }: ScopePickerProps) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim());
  const options = useScopeOptions(choice.options, settled);
  const errorId = useId();
  const noun = choice.someLabel.replace(/^选择/, '');
  const chosenIds = new Set(value.chosen.map((option) => option.value));
  const toggle = (option: ScopeOption, on: boolean) =>
    onChange({ ...value, chosen: on ? [...value.chosen, option] : value.chosen.filter((item) => item.value !== option.value) });
  const addAll = () => onChange({ ...value, chosen: [...value.chosen, ...(options.data ?? []).filter((option) => !chosenIds.has(option.value))] });
  const status = options.isError ? '加载失败' : options.isPending ? '加载中…' : options.data?.length === 0 ? '无匹配结果' : '';

  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="grid content-start gap-2">
        <Input type="search" aria-label={`搜索${noun}`} placeholder="输入姓名、编号等关键字搜索" maxLength={50} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-1 rounded-md border bg-card p-2">
          <legend className="sr-only">{`可选${noun}`}</legend>
          {status ? (
            <p role="status" className="px-1 py-2 text-sm text-muted-foreground">
              {status}
            </p>
          ) : (
            <ul className="grid max-h-64 gap-1 overflow-y-auto">
              {options.data?.map((option) => (
                <li key={option.value}>
                  <label className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-accent">
                    <input type="checkbox" checked={chosenIds.has(option.value)} onChange={(event) => toggle(option, event.target.checked)} className="size-4 accent-primary" />
                    <span className="min-w-0 break-words">{option.label}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        {options.data?.length ? (
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={addAll}>
            全选搜索结果
          </Button>
        ) : null}
        <FormMessage id={errorId}>{error}</FormMessage>
      </div>
      <section aria-label={`已选择的${noun}`} className="grid content-start gap-2">
        <p className="text-sm" aria-live="polite">
          已选择 {value.chosen.length} {choice.unit}
        </p>
        <ul className="flex flex-wrap gap-1">
          {value.chosen.map((option) => (
            <li key={option.value} className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted px-2 py-0.5 text-xs">
              <span className="min-w-0 break-words">{option.label}</span>
              <button type="button" aria-label={`移除 ${option.label}`} onClick={() => toggle(option, false)} className="rounded-full p-0.5 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
        {value.chosen.length > 0 ? (
          <Button type="button" variant="link" size="sm" className="h-auto justify-self-start px-0" onClick={() => onChange({ ...value, chosen: [] })}>
            清空已选
          </Button>
        ) : null}
      </section>
    </div>
  );
}
