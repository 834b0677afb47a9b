import type { ComponentType } from 'react';
import type { RecordValues } from '@forms/record-ui';
import type { FieldConfig } from '../field-config';
import { UnknownKindWidget } from '../widgets/unknown-kind-widget';
import type { DisplayLookup, DisplayProps } from './display-props';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A field's value for reading, as the registry's display of its kind shows it. An empty value shows the field's
 * `emptyText` (e.g. 长期), a field with `displayKey` that key of the record (e.g. the person's name for its id), and
 * a kind the registry lacks a configuration error.
 */
export function FieldValue({ field, record, displayFor }: { field: FieldConfig; record: RecordValues; displayFor: DisplayLookup }) {
  const value = record[field.name];
  if (field.emptyText && isEmpty(value)) return <span className="text-muted-foreground">{field.emptyText}</span>;
  if (field.displayKey) return <>{String(record[field.displayKey] ?? value ?? '')}</>;
  const Display = displayFor(field.kind);
  return Display ? <KindDisplay Display={Display} field={field} record={record} /> : <UnknownKindWidget field={field} />;
}

// The registry's component, taken as a prop: it is looked up, not created, during render.
function KindDisplay({ Display, ...props }: DisplayProps & { Display: ComponentType<DisplayProps> }) {
  return <Display {...props} />;
}
