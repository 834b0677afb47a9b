import { cn } from '@/lib/cn';
import { controlAria, textValue, type WidgetProps } from './widget-props';

/** kind `textarea`: several lines of text, with a character count when `maxLength` is set. */
export function TextareaWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, inputRef, disabled } = props;
  const text = textValue(value);
  return (
    <div className="grid gap-1">
      <textarea
        {...controlAria(props)}
        ref={inputRef}
        name={field.name}
        value={text}
        rows={4}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={cn(
          'w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground',
          'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50 aria-invalid:border-destructive',
        )}
      />
      {field.maxLength ? (
        <span className="justify-self-end text-xs text-muted-foreground">
          {text.length}/{field.maxLength}
        </span>
      ) : null}
    </div>
  );
}
