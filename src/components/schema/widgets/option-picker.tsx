import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { useKnownLabel } from '../known-labels';
import { selectClass } from './select-class';
import { controlAria, textValue, type WidgetProps } from './widget-props';

/** One choice of a picker. */
export interface PickerOption {
  value: string;
  label: string;
}

interface OptionPickerProps {
  widget: WidgetProps;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  options: readonly PickerOption[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The contract's keyword limit. */
  maxKeywordLength: number;
}

/**
 * A searchable single choice: a keyword box narrowing a native select. The chosen option's label is kept,
 * so it stays shown when a later search no longer returns it; a value no search has returned yet shows its
 * known label (KnownLabelsContext) or 已选择（id）.
 */
export function OptionPicker({ widget, keyword, onKeywordChange, options, isLoading, isError, maxKeywordLength }: OptionPickerProps) {
  const { field, value, onChange, onBlur, inputRef, disabled } = widget;
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const selected = textValue(value);
  const initialLabel = useKnownLabel(field.name, selected);
  const known =
    options?.find((option) => option.value === selected) ??
    (chosen?.value === selected ? chosen : initialLabel ? { value: selected, label: initialLabel } : null);
  const shown = selected && !options?.some((option) => option.value === selected) ? [known ?? { value: selected, label: `已选择（${selected}）` }] : [];
  const status = isError ? '加载失败' : isLoading ? '加载中…' : options?.length === 0 ? '无匹配结果' : (field.placeholder ?? '请选择');
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Input
        type="search"
        aria-label={`搜索${field.label}`}
        placeholder="输入关键字搜索"
        maxLength={maxKeywordLength}
        disabled={disabled}
        value={keyword}
        onChange={(event) => onKeywordChange(event.target.value)}
      />
      <select
        {...controlAria(widget)}
        ref={inputRef}
        name={field.name}
        className={selectClass}
        disabled={disabled}
        aria-busy={isLoading || undefined}
        value={selected}
        onBlur={onBlur}
        onChange={(event) => {
          const option = options?.find((item) => item.value === event.target.value) ?? null;
          setChosen(option);
          onChange(option?.value);
        }}
      >
        <option value="">{status}</option>
        {[...shown, ...(options ?? [])].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
