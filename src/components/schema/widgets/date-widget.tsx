import { Input } from '@/components/ui/input';
import { controlAria, textValue, type WidgetProps } from './widget-props';

/** kind `date`: a native date input; the value is `yyyy-MM-dd` or undefined. */
export function DateWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, inputRef, disabled } = props;
  return (
    <Input
      {...controlAria(props)}
      ref={inputRef}
      type="date"
      name={field.name}
      value={textValue(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={onBlur}
    />
  );
}
