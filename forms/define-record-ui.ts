import type { z } from 'zod';
import type { paths } from '../openapi/schema.gen.ts';
import type { KeyOf, RecordColumnUi, RecordFieldUi, RecordFilterUi, RecordUiConfig } from './record-ui.ts';
import type { SingleRecordUiConfig } from './single-record-ui.ts';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The contract's paths that have an operation for `method` (openapi/schema.gen.ts). */
export type ContractPath<M extends Method> = { [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P }[keyof paths];

type OkJson<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Json } } } } ? Json : never;
type GetOf<P extends ContractPath<'get'>> = NonNullable<paths[P]['get']>;

/** The contract's GET paths that answer a page envelope (`rows`, `total`). */
export type ListPath = { [P in ContractPath<'get'>]: 'rows' extends keyof OkJson<GetOf<P>> ? P : never }[ContractPath<'get'>];

/** One row of the page a list path answers, e.g. `ListRow<'/portal/zzzs/list'>` is the contract's Certificate. */
export type ListRow<P extends ListPath> = NonNullable<OkJson<GetOf<P>>['rows']>[number];

type QueryKey<P extends ListPath> = KeyOf<NonNullable<GetOf<P>['parameters']['query']>>;

/** `certValidTo` when both `certValidToBegin` and `certValidToEnd` are query params. */
type RangeBase<Q extends string> = { [K in Q]: K extends `${infer Base}Begin` ? (`${Base}End` extends Q ? Base : never) : never }[Q];

/** A filter whose URL params are query params of the list operation. */
type FilterFor<Q extends string> =
  | (Exclude<RecordFilterUi, { kind: 'date-range' }> & { name: Q })
  | (Extract<RecordFilterUi, { kind: 'date-range' }> & ({ name: RangeBase<Q>; beginName?: undefined; endName?: undefined } | { beginName: Q; endName: Q }));

type Values<S extends z.ZodObject> = z.input<S>;

/** A list record type's config as its file declares it, checked against its schema and the contract. */
export interface RecordUiDefinition<S extends z.ZodObject, L extends ListPath> extends Omit<RecordUiConfig, 'schema' | 'fields' | 'columns' | 'filters' | 'operations'> {
  schema: S;
  fields: readonly RecordFieldUi<Values<S>>[];
  columns: readonly RecordColumnUi<KeyOf<ListRow<L>>>[];
  filters: readonly FilterFor<QueryKey<L>>[];
  operations: {
    list: L;
    detail: ContractPath<'get'>;
    create?: ContractPath<'post'>;
    update?: ContractPath<'post'>;
    delete?: ContractPath<'post'>;
  };
}

/**
 * Declares a list record type's UI. At compile time: every field kind is one the registry has, with the
 * properties of that kind (a dictionary kind's `dictType`, a select's `options`); field names, spread keys and
 * `dictParent` are keys of the schema's input (a child list's fields, keys of its rows); column ids are
 * properties of the list row the contract answers; filters write query params of the list operation; and every
 * operation is a contract path with the method the pages call.
 *
 * @example
 * export const projectUi = defineRecordUi({ key: 'project', noun: '监管平台项目', schema: projectInputSchema,
 *   fields: [{ name: 'projectName', label: '项目名称', kind: 'text' }], columns: [{ id: 'projectName', header: '项目名称' }],
 *   filters: [], operations: { list: '/portal/project/list', detail: '/portal/project/{id}' }, title: (r) => String(r.projectName) });
 */
export function defineRecordUi<S extends z.ZodObject, L extends ListPath>(config: RecordUiDefinition<S, L>): RecordUiDefinition<S, L> {
  return config;
}

/** A single record type's config as its file declares it, checked against its schema and the contract. */
export interface SingleRecordUiDefinition<S extends z.ZodObject> extends Omit<SingleRecordUiConfig, 'schema' | 'fields' | 'operations'> {
  schema: S;
  fields: readonly RecordFieldUi<Values<S>>[];
  operations: {
    get: ContractPath<'get'>;
    create: ContractPath<'post'>;
    edit: ContractPath<'post'>;
    /** Read with GET, saved with POST and discarded with DELETE. */
    draft?: ContractPath<'get'> & ContractPath<'post'> & ContractPath<'delete'>;
    changelogs?: ListPath;
  };
}

/** Declares a single record type's UI (the business licence), checked as `defineRecordUi` checks list types. */
export function defineSingleRecordUi<S extends z.ZodObject>(config: SingleRecordUiDefinition<S>): SingleRecordUiDefinition<S> {
  return config;
}
