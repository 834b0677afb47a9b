import { cn } from '@/lib/cn';
import { controlAria, textValue, type WidgetProps } from './widget-props';

const asTyped = (value: string) => value;

/**
 * kind `textarea`: several lines of text, with a count of its characters as the schema counts them when
 * `maxLength` is set. There is no native `maxlength`: it would cut a longer paste without a word, so the schema
 * checks the normalised text and the field shows its message (不能超过 2000 个字符). Text is normalised on
 * leaving the field, not on paste as in a one-line field, so the caret stays where the paste put it.
 */
export function TextareaWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, inputRef, disabled, normalize = asTyped } = props;
  const text = textValue(value);
  const count = normalize(text).length;
  const leave = () => {
    if (normalize(text) !== text) onChange(normalize(text));
    onBlur();
  };
  return (
    <div className="grid gap-1">
      <textarea
        {...controlAria(props)}
        ref={inputRef}
        name={field.name}
        value={text}
        rows={4}
        placeholder={field.placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={leave}
        className={cn(
          'w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground',
          'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50 aria-invalid:border-destructive',
        )}
      />
      {field.maxLength ? (
        <span className={cn('justify-self-end text-xs', count > field.maxLength ? 'text-destructive' : 'text-muted-foreground')}>
          {count}/{field.maxLength}
        </span>
      ) : null}
    </div>
  );
}
