import type { ComponentType } from 'react';
import type { FieldKind } from '@forms/record-ui';
import { DateDisplay, DictDisplay, MoneyDisplay, SelectDisplay, TextDisplay } from './displays/cell-display';
import { ChildTableDisplay } from './displays/child-table-display';
import { DictListDisplay } from './displays/dict-list-display';
import type { DisplayProps } from './displays/display-props';
import { FileListDisplay } from './displays/file-list-display';
import { QualificationDisplay } from './displays/qualification-display';
import { RegionDisplay } from './displays/region-display';
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

/** kind `children`: the rows as a table, its cells shown with this registry's displays. */
function ChildrenDisplay(props: DisplayProps) {
  return <ChildTableDisplay {...props} displayFor={displayFor} />;
}

/** What the registry holds per kind: the form's input and the details' display. */
export interface FieldKindEntry {
  input: ComponentType<WidgetProps>;
  display: ComponentType<DisplayProps>;
}

/**
 * The field registry: each kind of forms/record-ui.ts FIELD_KINDS → its input widget and its display. A kind
 * missing here does not compile; add a kind to FIELD_KINDS and one entry here. Value shapes: region `{ prov?,
 * city? }`; qualification `{ category, typeCode, subCode, itemName }`; upload `UploadedFileRef[]` (needs
 * `upload`); person / project an id; children an array of rows of `childFields` (rendered with this registry);
 * select one of the field's `options`.
 */
export const fieldRegistry = {
  text: { input: TextFieldWidget, display: TextDisplay },
  textarea: { input: TextareaWidget, display: TextDisplay },
  number: { input: NumberWidget, display: TextDisplay },
  money: { input: MoneyWidget, display: MoneyDisplay },
  date: { input: DateWidget, display: DateDisplay },
  'date-range': { input: DateRangeWidget, display: TextDisplay },
  select: { input: SelectWidget, display: SelectDisplay },
  'dict-select': { input: DictSelectWidget, display: DictDisplay },
  'dict-multi-select': { input: DictMultiSelectWidget, display: DictListDisplay },
  region: { input: RegionWidget, display: RegionDisplay },
  qualification: { input: QualificationWidget, display: QualificationDisplay },
  upload: { input: UploadWidget, display: FileListDisplay },
  person: { input: PersonPickerWidget, display: TextDisplay },
  project: { input: ProjectPickerWidget, display: TextDisplay },
  children: { input: ChildrenWidget, display: ChildrenDisplay },
} as const satisfies Record<FieldKind, FieldKindEntry>;

const entryOf = (kind: string): FieldKindEntry | undefined => (Object.hasOwn(fieldRegistry, kind) ? fieldRegistry[kind as FieldKind] : undefined);

/** The input widget of a kind, or undefined for a kind the registry lacks (render UnknownKindWidget then). */
export function widgetFor(kind: string): ComponentType<WidgetProps> | undefined {
  return entryOf(kind)?.input;
}

/** The display of a kind, or undefined for a kind the registry lacks. */
export function displayFor(kind: string): ComponentType<DisplayProps> | undefined {
  return entryOf(kind)?.display;
}
