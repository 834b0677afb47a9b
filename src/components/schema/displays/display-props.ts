import type { ComponentType } from 'react';
import type { RecordValues } from '@forms/record-ui';
import type { FieldConfig } from '../field-config';

/**
 * What every registry display receives: the field and the whole record (or child row), since a spread field
 * (region, qualification) keeps its value in the record's own keys.
 */
export interface DisplayProps {
  field: FieldConfig;
  record: RecordValues;
}

/** The display of a kind, or undefined for a kind the registry lacks; the registry passes its own to child rows. */
export type DisplayLookup = (kind: string) => ComponentType<DisplayProps> | undefined;

/** The field's own value: under its name, or the record's spread keys gathered into one object. */
export function displayedValue({ field, record }: DisplayProps): unknown {
  if (!field.spreadKeys) return record[field.name];
  return Object.fromEntries(field.spreadKeys.map((key) => [key, record[key]]));
}
