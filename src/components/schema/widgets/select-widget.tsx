import type { RecordOptionUi } from '@forms/record-ui';
import { selectClass } from './select-class';
import { controlAria, textValue, type WidgetProps } from './widget-props';

interface OptionSelectProps {
  widget: WidgetProps;
  options: readonly RecordOptionUi[];
  /** Options still loading: shown as 加载中… and aria-busy. */
  loading?: boolean;
  disabled?: boolean;
}

/** A native select of `options` for a widget, with 请选择 (or the field's placeholder) as the empty choice. */
export function OptionSelect({ widget, options, loading = false, disabled = widget.disabled }: OptionSelectProps) {
  const { field, value, onChange, onBlur, inputRef } = widget;
  return (
    <select
      {...controlAria(widget)}
      ref={inputRef}
      name={field.name}
      value={textValue(value)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={onBlur}
      className={selectClass}
    >
      <option value="">{loading ? '加载中…' : (field.placeholder ?? '请选择')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** kind `select`: one of the field's fixed `options` (a code list with no dictionary, e.g. 性别 男/女), as a native select. */
export function SelectWidget(props: WidgetProps) {
  return <OptionSelect widget={props} options={props.field.options ?? []} />;
}
