import type { ClipboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { controlAria, textValue, type WidgetProps } from './widget-props';

const asTyped = (value: string) => value;

/**
 * kind `text`: one line of text. There is no native `maxlength`: it would cut a pasted value before it is
 * normalised (`" 91110000MA01ABCD1M "` would lose its last character), so the schema counts it afterwards.
 * A paste shows at once, and anything typed on leaving the field, as the schema will save it.
 */
export function TextFieldWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, inputRef, disabled, normalize = asTyped } = props;
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    onChange(normalize(input.value.slice(0, input.selectionStart ?? end) + pasted + input.value.slice(input.selectionEnd ?? end)));
  };
  const leave = () => {
    const text = textValue(value);
    if (normalize(text) !== text) onChange(normalize(text));
    onBlur();
  };
  return (
    <Input
      {...controlAria(props)}
      ref={inputRef}
      name={field.name}
      value={textValue(value)}
      placeholder={field.placeholder}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onPaste={paste}
      onBlur={leave}
    />
  );
}
