import { Input } from '@/components/ui/input';
import { textValue, type WidgetProps } from './widget-props';

/** A date range value: `[start, end]` as `yyyy-MM-dd`, either possibly empty. */
export type DateRangeValue = [string | undefined, string | undefined];

/** kind `date-range`: two native date inputs; the resolver rejects an end before the start. */
export function DateRangeWidget({ id, labelId, field, value, onChange, onBlur, inputRef, disabled, invalid, describedBy }: WidgetProps) {
  const [start, end] = Array.isArray(value) ? (value as DateRangeValue) : [undefined, undefined];
  const set = (next: DateRangeValue) => onChange(next[0] || next[1] ? next : undefined);
  const common = { type: 'date', disabled, onBlur, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <Input
        {...common}
        id={id}
        ref={inputRef}
        name={`${field.name}.start`}
        aria-label={`${field.label}开始日期`}
        className="min-w-36 flex-1"
        value={textValue(start)}
        onChange={(event) => set([event.target.value || undefined, end])}
      />
      <span aria-hidden="true">至</span>
      <Input
        {...common}
        name={`${field.name}.end`}
        aria-label={`${field.label}结束日期`}
        className="min-w-36 flex-1"
        min={start}
        value={textValue(end)}
        onChange={(event) => set([start, event.target.value || undefined])}
      />
    </div>
  );
}
