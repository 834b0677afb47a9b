import type { RecordUiConfig } from './record-ui.ts';

/**
 * The contract paths of a record type an enterprise has at most one of (the business licence). `get` returns
 * the record or null; `create` adds it; `edit` replaces it whole (body with `id`). `draft` is read with GET,
 * saved with POST and discarded with DELETE; `changelogs` is a GET page of field changes (EntChangelog).
 */
export interface SingleRecordOperations {
  get: string;
  create: string;
  edit: string;
  draft?: string;
  changelogs?: string;
}

/**
 * A record type with one record per enterprise: shown as its details (or an empty state) at its route,
 * edited in place, optionally with a resumable draft and a change history. Fields, sections and the schema
 * are declared as for list records.
 *
 * @example export const enterpriseUi = { cardinality: 'single', key: 'enterprise', noun: '营业执照', … } satisfies SingleRecordUiConfig
 */
export interface SingleRecordUiConfig extends Pick<RecordUiConfig, 'key' | 'noun' | 'schema' | 'fields' | 'sections' | 'title'> {
  cardinality: 'single';
  operations: SingleRecordOperations;
}
