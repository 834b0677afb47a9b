import { useDict } from '@/lib/dict/dict-store';
import type { WidgetProps } from './widget-props';

/** kind `dict-multi-select`: any items of the field's dictionary type, as a checkbox group; the value is string[]. */
export function DictMultiSelectWidget({ id, labelId, field, value, onChange, onBlur, inputRef, disabled, invalid, describedBy }: WidgetProps) {
  const { options, isLoading } = useDict(field.dictType ?? '');
  const selected = Array.isArray(value) ? (value as string[]) : [];
  const toggle = (item: string, checked: boolean) =>
    onChange(checked ? [...selected, item] : selected.filter((current) => current !== item));
  return (
    <div
      role="group"
      id={id}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-busy={isLoading || undefined}
      className="flex min-h-9 flex-wrap items-center gap-x-4 gap-y-2"
    >
      {isLoading ? <span className="text-sm text-muted-foreground">加载中…</span> : null}
      {options.map((option, index) => (
        <label key={option.value} className="inline-flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            ref={index === 0 ? inputRef : undefined}
            name={field.name}
            value={option.value}
            checked={selected.includes(option.value)}
            disabled={disabled}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={onBlur}
            className="size-4 accent-primary"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
