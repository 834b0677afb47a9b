import { Input } from '@/components/ui/input';
import { controlAria, textValue, type WidgetProps } from './widget-props';

/** kind `text`: one line of text. */
export function TextFieldWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, inputRef, disabled } = props;
  return (
    <Input
      {...controlAria(props)}
      ref={inputRef}
      name={field.name}
      value={textValue(value)}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
