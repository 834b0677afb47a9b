import type { ComponentType } from 'react';
import type { FieldConfig } from './field-config';
import { ChildListWidget } from './widgets/child-list-widget';
import { DateRangeWidget } from './widgets/date-range-widget';
import { DateWidget } from './widgets/date-widget';
import { DictMultiSelectWidget } from './widgets/dict-multi-select-widget';
import { DictSelectWidget } from './widgets/dict-select-widget';
import { MoneyWidget } from './widgets/money-widget';
import { NumberWidget } from './widgets/number-widget';
import { PersonPickerWidget } from './widgets/person-picker-widget';
import { ProjectPickerWidget } from './widgets/project-picker-widget';
import { QualificationWidget } from './widgets/qualification-widget';
import { RegionWidget } from './widgets/region-widget';
import { SelectWidget } from './widgets/select-widget';
import { TextFieldWidget } from './widgets/text-field-widget';
import { TextareaWidget } from './widgets/textarea-widget';
import { UploadWidget } from './widgets/upload-widget';
import type { WidgetProps } from './widgets/widget-props';

/** kind `children`: the child list, its rows' widgets taken from this registry. */
function ChildrenWidget(props: WidgetProps) {
  return <ChildListWidget {...props} widgetFor={widgetFor} />;
}

/**
 * The field registry: widget kind → widget component. Add a kind by adding one widget file and one entry;
 * `FieldKind` follows. Value shapes: region `{ province?, city? }`; qualification `{ category, typeCode,
 * subCode, itemName }`; upload `UploadedFileRef[]` (needs `upload`); person / project an id; children an
 * array of rows of `childFields` (rendered with this registry); select one of the field's `options`.
 */
export const fieldRegistry = {
  text: TextFieldWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  money: MoneyWidget,
  date: DateWidget,
  'date-range': DateRangeWidget,
  select: SelectWidget,
  'dict-select': DictSelectWidget,
  'dict-multi-select': DictMultiSelectWidget,
  region: RegionWidget,
  qualification: QualificationWidget,
  upload: UploadWidget,
  person: PersonPickerWidget,
  project: ProjectPickerWidget,
  children: ChildrenWidget,
} as const satisfies Record<string, ComponentType<WidgetProps>>;

/** A widget kind the registry knows. */
export type FieldKind = keyof typeof fieldRegistry;

/** A field config whose kind is checked against the registry at the declaration site. */
export type RegisteredFieldConfig = FieldConfig<FieldKind>;

/** The widget of a kind, or undefined for a kind the registry lacks (render UnknownKindWidget then). */
export function widgetFor(kind: string): ComponentType<WidgetProps> | undefined {
  return Object.hasOwn(fieldRegistry, kind) ? fieldRegistry[kind as FieldKind] : undefined;
}
