import type { RecordUiConfig } from '@forms/record-ui';
import type { FormConfig } from '@/components/schema/field-config';
import type { ColumnConfig, FilterConfig } from '@/components/data-table/table-config';
import { withChildRowMessages } from './child-row-messages';

// These assignments are the compile-time check that forms/record-ui.ts stays compatible with the renderers.

/** The record's form as SchemaForm-style renderers take it. */
export function recordFormConfig(config: RecordUiConfig): FormConfig {
  return { schema: withChildRowMessages(config), fields: config.fields, sections: config.sections };
}

export function recordColumns(config: RecordUiConfig): readonly ColumnConfig[] {
  return config.columns;
}

export function recordFilters(config: RecordUiConfig): readonly FilterConfig[] {
  return config.filters;
}
