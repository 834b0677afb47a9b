import type { RecordUiConfig } from '@forms/record-ui';
import type { FormConfig } from '@/components/schema/field-config';
import { withChildRowMessages } from './child-row-messages';
import { withSpreadFields } from './spread-fields';

/** What a record form needs of a record type (list and single record types alike). */
export type RecordFormUi = Pick<RecordUiConfig, 'schema' | 'fields' | 'sections'>;

/** The record's form as SchemaForm-style renderers take it; its schema's output is the request body. */
export function recordFormConfig(config: RecordFormUi): FormConfig {
  return { schema: withSpreadFields(config, withChildRowMessages(config)), fields: config.fields, sections: config.sections };
}
