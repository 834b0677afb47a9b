import { useEffect } from 'react';
import { useDict, type DictEntry } from '@/features/dict/dict-store';
import { cn } from '@/lib/cn';
import { controlAria, textValue, type WidgetProps } from './widget-props';

/** The items a dependent field offers for its parent's value: those whose remark lists it. */
function allowedFor(options: readonly DictEntry[], parent: unknown): DictEntry[] {
  if (typeof parent !== 'string' || !parent) return [];
  return options.filter((option) => (option.remark ?? '').split(',').includes(parent));
}

/**
 * kind `dict-select`: one item of the field's dictionary type (`dictType`), as a native select. With
 * `dictParent`, only the items the parent field's value allows, and a choice it no longer allows is cleared.
 */
export function DictSelectWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, inputRef, disabled, parentValue } = props;
  const dict = useDict(field.dictType ?? '');
  const { isLoading } = dict;
  const options = field.dictParent ? allowedFor(dict.options, parentValue) : dict.options;
  const stale = Boolean(field.dictParent) && !isLoading && !dict.isError && typeof value === 'string' && value !== '' && !options.some((option) => option.value === value);
  useEffect(() => {
    if (stale) onChange(undefined);
  }, [stale, onChange]);
  return (
    <select
      {...controlAria(props)}
      ref={inputRef}
      name={field.name}
      value={textValue(value)}
      disabled={disabled || (Boolean(field.dictParent) && options.length === 0 && !isLoading)}
      aria-busy={isLoading || undefined}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={onBlur}
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm shadow-xs',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50 aria-invalid:border-destructive',
      )}
    >
      <option value="">{isLoading ? '加载中…' : (field.placeholder ?? '请选择')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
