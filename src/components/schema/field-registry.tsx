import type { ComponentType } from 'react';
import type { FieldConfig } from './field-config';
import { DateRangeWidget } from './widgets/date-range-widget';
import { DateWidget } from './widgets/date-widget';
import { DictMultiSelectWidget } from './widgets/dict-multi-select-widget';
import { DictSelectWidget } from './widgets/dict-select-widget';
import { MoneyWidget } from './widgets/money-widget';
import { NumberWidget } from './widgets/number-widget';
import { TextFieldWidget } from './widgets/text-field-widget';
import { TextareaWidget } from './widgets/textarea-widget';
import type { WidgetProps } from './widgets/widget-props';

/**
 * The field registry: widget kind → widget component. Add a kind by adding one widget file and one entry;
 * `FieldKind` follows. Kinds still to come (issue 4): tree-select, region-cascader, upload, person-picker,
 * project-picker, child-list.
 */
export const fieldRegistry = {
  text: TextFieldWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  money: MoneyWidget,
  date: DateWidget,
  'date-range': DateRangeWidget,
  'dict-select': DictSelectWidget,
  'dict-multi-select': DictMultiSelectWidget,
} as const satisfies Record<string, ComponentType<WidgetProps>>;

/** A widget kind the registry knows. */
export type FieldKind = keyof typeof fieldRegistry;

/** A field config whose kind is checked against the registry at the declaration site. */
export type RegisteredFieldConfig = FieldConfig<FieldKind>;

/** The widget of a kind, or undefined for a kind the registry lacks (render UnknownKindWidget then). */
export function widgetFor(kind: string): ComponentType<WidgetProps> | undefined {
  return Object.hasOwn(fieldRegistry, kind) ? fieldRegistry[kind as FieldKind] : undefined;
}
