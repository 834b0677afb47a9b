import { Input } from '@/components/ui/input';
import { parseNumber } from './number-widget';
import { controlAria, textValue, type WidgetProps } from './widget-props';

/** kind `money`: an amount with at most 2 decimals (rounded on blur) in the field's unit (default 元). */
export function MoneyWidget(props: WidgetProps) {
  const { id, field, value, onChange, onBlur, inputRef, disabled } = props;
  const unit = field.unit ?? '元';
  const amount = typeof value === 'number' && !Number.isNaN(value) ? value : undefined;
  const hint = unit === '元' && amount !== undefined && amount >= 10_000 ? `约 ${(amount / 10_000).toFixed(2)} 万元` : null;
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Input
          {...controlAria(props)}
          ref={inputRef}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          name={field.name}
          value={textValue(value)}
          placeholder={field.placeholder}
          disabled={disabled}
          onChange={(event) => onChange(parseNumber(event.target.value))}
          onBlur={() => {
            if (amount !== undefined) onChange(Math.round(amount * 100) / 100);
            onBlur();
          }}
        />
        <span id={`${id}-unit`} className="shrink-0 text-sm text-muted-foreground">
          {unit}
        </span>
      </div>
      {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
    </div>
  );
}
