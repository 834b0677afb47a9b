import { Input } from '@/components/ui/input';
import { controlAria, textValue, type WidgetProps } from './widget-props';

/** Parses a number input's text; empty or unparsable text is undefined. */
export function parseNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const number = Number(text);
  return Number.isNaN(number) ? undefined : number;
}

/** kind `number`: a number; empty means undefined. */
export function NumberWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, inputRef, disabled } = props;
  return (
    <Input
      {...controlAria(props)}
      ref={inputRef}
      type="number"
      inputMode="decimal"
      name={field.name}
      value={textValue(value)}
      placeholder={field.placeholder}
      disabled={disabled}
      onChange={(event) => onChange(parseNumber(event.target.value))}
      onBlur={onBlur}
    />
  );
}
