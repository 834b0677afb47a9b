import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRecordUi, defineSingleRecordUi } from './define-record-ui.ts';

// Each `@ts-expect-error` below is a mistake the config types must refuse: if one ever compiles, the directive
// itself fails `tsc`. The calls also run, so the file is an ordinary test.
const schema = z.strictObject({
  name: z.string(),
  prov: z.string(),
  city: z.string(),
  kind: z.string(),
  items: z.array(z.strictObject({ id: z.string().optional(), code: z.string() })).optional(),
});

const base = {
  key: 'sample',
  noun: '样例',
  schema,
  columns: [{ id: 'name', header: '姓名' }],
  filters: [],
  operations: { list: '/portal/person/getRegisterList', detail: '/portal/person/getRegisterDetail/{id}' },
  title: () => '',
} as const;

describe('defineRecordUi', () => {
  it('accepts a config whose names, kinds, columns, filters and paths all check', () => {
    const ui = defineRecordUi({
      ...base,
      fields: [
        { name: 'name', label: '姓名', kind: 'text', maxLength: 50 },
        { name: 'region', label: '地区', kind: 'region', spreadKeys: ['prov', 'city'] },
        { name: 'kind', label: '类别', kind: 'dict-select', dictType: 'reg_category', dictParent: 'name' },
        { name: 'items', label: '明细', kind: 'children', childFields: [{ name: 'code', label: '代码', kind: 'text' }] },
      ],
      filters: [
        { name: 'name', label: '姓名', kind: 'text' },
        { name: 'certValidTo', label: '有效期至', kind: 'date-range' },
      ],
    });
    expect(ui.fields).toHaveLength(4);
  });

  it('refuses unknown kinds and properties of another kind', () => {
    defineRecordUi({
      ...base,
      fields: [
        // @ts-expect-error -- a kind the registry lacks
        { name: 'name', label: '姓名', kind: 'dict-selct', dictType: 'reg_category' },
        // @ts-expect-error -- a dictionary kind without its dictType
        { name: 'kind', label: '类别', kind: 'dict-select' },
        // @ts-expect-error -- a select without its options
        { name: 'kind', label: '类别', kind: 'select' },
        // @ts-expect-error -- a child list without its fields
        { name: 'items', label: '明细', kind: 'children' },
        // @ts-expect-error -- `unit` belongs to money fields
        { name: 'name', label: '姓名', kind: 'text', unit: '万元' },
      ],
    });
  });

  it('refuses names the schema lacks', () => {
    defineRecordUi({
      ...base,
      fields: [
        // @ts-expect-error -- not a key of the schema
        { name: 'nmae', label: '姓名', kind: 'text' },
        // @ts-expect-error -- a spread key the schema lacks
        { name: 'region', label: '地区', kind: 'region', spreadKeys: ['prov', 'town'] },
        // @ts-expect-error -- a dictionary parent the schema lacks
        { name: 'kind', label: '类别', kind: 'dict-select', dictType: 'reg_category', dictParent: 'category' },
        // @ts-expect-error -- a child field its rows lack
        { name: 'items', label: '明细', kind: 'children', childFields: [{ name: 'name', label: '姓名', kind: 'text' }] },
      ],
    });
  });

  it('refuses columns the list row lacks, filters the list operation lacks and paths the contract lacks', () => {
    // @ts-expect-error -- not a property of the contract's RegisteredPerson row
    defineRecordUi({ ...base, fields: [], columns: [{ id: 'salary', header: '工资' }] });
    // @ts-expect-error -- not a query param of getRegisterList
    defineRecordUi({ ...base, fields: [], filters: [{ name: 'salary', label: '工资', kind: 'text' }] });
    // @ts-expect-error -- no paramsBegin/paramsEnd pair on getRegisterList
    defineRecordUi({ ...base, fields: [], filters: [{ name: 'birthDate', label: '出生日期', kind: 'date-range' }] });
    // @ts-expect-error -- no such list path in the contract
    defineRecordUi({ ...base, fields: [], operations: { ...base.operations, list: '/portal/person/getRegisterLsit' } });
    // @ts-expect-error -- a detail path the contract lacks
    defineRecordUi({ ...base, fields: [], operations: { ...base.operations, detail: '/portal/person/{id}' } });
    // @ts-expect-error -- a path the contract has, but not as a POST
    defineRecordUi({ ...base, fields: [], operations: { ...base.operations, create: '/portal/person/getRegisterList' } });
  });
});

describe('defineSingleRecordUi', () => {
  it('checks the single record type as the list types are checked', () => {
    const single = { cardinality: 'single', key: 'sample', noun: '样例', schema, title: () => '' } as const;
    const operations = { get: '/portal/ent', create: '/portal/ent', edit: '/portal/ent/edit' } as const;
    expect(defineSingleRecordUi({ ...single, operations, fields: [{ name: 'name', label: '姓名', kind: 'text' }] }).fields).toHaveLength(1);
    // @ts-expect-error -- not a key of the schema
    defineSingleRecordUi({ ...single, operations, fields: [{ name: 'entName', label: '企业名称', kind: 'text' }] });
    // @ts-expect-error -- a draft path without GET, POST and DELETE
    defineSingleRecordUi({ ...single, operations: { ...operations, draft: '/portal/ent/edit' }, fields: [] });
  });
});
