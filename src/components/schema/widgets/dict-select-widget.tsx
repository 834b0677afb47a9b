import { useDict } from '@/features/dict/dict-store';
import { cn } from '@/lib/cn';
import { controlAria, textValue, type WidgetProps } from './widget-props';

/** kind `dict-select`: one item of the field's dictionary type (`dictType`), as a native select. */
export function DictSelectWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, inputRef, disabled } = props;
  const { options, isLoading } = useDict(field.dictType ?? '');
  return (
    <select
      {...controlAria(props)}
      ref={inputRef}
      name={field.name}
      value={textValue(value)}
      disabled={disabled}
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
