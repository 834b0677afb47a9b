import { selectClass } from './select-class';
import { controlAria, textValue, type WidgetProps } from './widget-props';

/** kind `select`: one of the field's fixed `options` (a code list with no dictionary, e.g. 性别 男/女), as a native select. */
export function SelectWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, inputRef, disabled } = props;
  return (
    <select
      {...controlAria(props)}
      ref={inputRef}
      name={field.name}
      value={textValue(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={onBlur}
      className={selectClass}
    >
      <option value="">{field.placeholder ?? '请选择'}</option>
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
