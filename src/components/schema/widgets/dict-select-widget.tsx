import { useEffect } from 'react';
import { useDict, type DictEntry } from '@/lib/dict/dict-store';
import { OptionSelect } from './select-widget';
import type { WidgetProps } from './widget-props';

/** The items a dependent field offers for its parent's value: those whose remark lists it. */
function allowedFor(options: readonly DictEntry[], parent: unknown): DictEntry[] {
  if (typeof parent !== 'string' || !parent) return [];
  return options.filter((option) => (option.remark ?? '').split(',').includes(parent));
}

/**
 * kind `dict-select`: one item of the field's dictionary type (`dictType`), as a native select. With
 * `dictParent`, only the items the parent field's value allows, and a choice it no longer allows is cleared.
 */
export function DictSelectWidget(props: WidgetProps) {
  const { field, value, onChange, parentValue } = props;
  const dict = useDict(field.dictType ?? '');
  const { isLoading } = dict;
  const options = field.dictParent ? allowedFor(dict.options, parentValue) : dict.options;
  const stale = Boolean(field.dictParent) && !isLoading && !dict.isError && typeof value === 'string' && value !== '' && !options.some((option) => option.value === value);
  useEffect(() => {
    if (stale) onChange(undefined);
  }, [stale, onChange]);
  const noChoice = Boolean(field.dictParent) && options.length === 0 && !isLoading;
  return <OptionSelect widget={props} options={options} loading={isLoading} disabled={props.disabled || noChoice} />;
}
