import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { itemSchema } from '@forms/normalize';
import { Button } from '@/components/ui/button';
import type { FormValues } from '../field-config';
import { ChildRow } from './child-row';
import type { WidgetLookup, WidgetProps } from './widget-props';

function rowsOf(value: unknown): FormValues[] {
  return Array.isArray(value) ? (value as FormValues[]) : [];
}

/**
 * kind `children`: an inline list of child records (e.g. a certificate's qualification items). Each row
 * renders `childFields` with the registry's `widgetFor` (the registry entry passes it, which keeps this file free of
 * an import back into the registry); the value is the array of rows ([] once the last row is removed). The rows'
 * fields normalise their text as the field's `schema` will, like the form's own fields.
 */
export function ChildListWidget({ id, labelId, field, value, onChange, onBlur, inputRef, disabled, invalid, describedBy, error, schema, widgetFor }: WidgetProps & { widgetFor: WidgetLookup }) {
  const rows = rowsOf(value);
  const [keys, setKeys] = useState<number[]>([]);
  const [nextKey, setNextKey] = useState(0);
  const rowKeys = keys.length === rows.length ? keys : rows.map((_, index) => -1 - index);
  const max = field.maxItems ?? 100;
  const commit = (next: FormValues[], nextKeys: number[]) => {
    setKeys(nextKeys);
    onChange(next);
  };
  const add = () => {
    commit([...rows, {}], [...rowKeys, nextKey]);
    setNextKey(nextKey + 1);
  };
  // A removed row takes its 删除 button (and the focus) with it: focus moves to the 删除 of the row now in its
  // place, or the one before, or 添加 when none is left.
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusAfterRemove = useRef<number | null>(null);
  // After every render: the one that follows a removal moves the focus.
  useEffect(() => {
    if (focusAfterRemove.current === null) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(':scope > li > div > button') ?? [];
    (buttons[Math.min(focusAfterRemove.current, buttons.length - 1)] ?? addButton.current)?.focus();
    focusAfterRemove.current = null;
  });
  const remove = (index: number) => {
    focusAfterRemove.current = index;
    commit(rows.filter((_, other) => other !== index), rowKeys.filter((_, other) => other !== index));
  };
  const errors = Array.isArray(error) ? (error as unknown[]) : [];
  return (
    <div id={id} role="group" aria-labelledby={labelId} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="grid gap-3">
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">暂无{field.label}</p> : null}
      <ol ref={list} className="grid gap-3">
        {rows.map((row, index) => (
          <li key={rowKeys[index]} aria-label={`第 ${index + 1} 条${field.label}`} className="grid gap-2 rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium">第 {index + 1} 条</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
                删除第 {index + 1} 条
              </Button>
            </div>
            <ChildRow
              baseId={`${id}-${rowKeys[index]}`}
              fields={field.childFields ?? []}
              row={row}
              schema={itemSchema(schema)}
              errors={errors[index]}
              disabled={disabled}
              onBlur={onBlur}
              widgetFor={widgetFor}
              onChange={(next) => commit(rows.map((other, position) => (position === index ? next : other)), rowKeys)}
            />
          </li>
        ))}
      </ol>
      <Button
        ref={(element: HTMLButtonElement | null) => {
          addButton.current = element;
          inputRef(element);
        }}
        variant="outline" size="sm" className="justify-self-start" disabled={disabled || rows.length >= max} onClick={add}>
        <Plus aria-hidden="true" />
        添加{field.label}
      </Button>
    </div>
  );
}
