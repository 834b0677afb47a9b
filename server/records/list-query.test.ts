import { asc, desc, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { registeredPersons as t } from '../db/schema/personnel.ts';
import { contains, dateRange, equals, filterConditions, filterEach, likePattern, oneOf, ordering, paging, pick, startsWith } from './list-query.ts';

const dialect = new PgDialect();
const render = (parts: (SQL | undefined)[]) => parts.map((part) => (part ? dialect.sqlToQuery(part) : undefined));

const SORT = { columns: pick(t, 'name', 'certValidTo'), default: [desc(t.createTime), asc(t.id)], tiebreak: asc(t.id) };

describe('ordering', () => {
  it('sorts by an allowed column in the asked direction, the tiebreak after it', () => {
    expect(render(ordering({ orderByColumn: 'certValidTo', isAsc: 'desc' }, SORT))).toEqual(render([desc(t.certValidTo), asc(t.id)]));
    expect(render(ordering({ orderByColumn: 'name' }, SORT))).toEqual(render([asc(t.name), asc(t.id)]));
  });

  it('keeps the default order when no column is asked for', () => {
    expect(render(ordering({ isAsc: 'asc' }, SORT))).toEqual(render(SORT.default));
  });

  it('answers an unknown or inherited name with a 400 on query.orderByColumn naming the allowed columns', () => {
    const msg = '排序字段无效，可选值：name、certValidTo';
    for (const name of ['idCard', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => ordering({ orderByColumn: name }, SORT), name).toThrow(
        expect.objectContaining({ code: 400, errors: [{ field: 'query.orderByColumn', msg }] }),
      );
    }
  });
});

describe('filters', () => {
  const filters = {
    ...filterEach(oneOf, t, 'regCategory'),
    ...dateRange('certValidTo', t.certValidTo),
    name: contains(t.name),
    idCard: startsWith(t.idCard),
    gender: equals(t.gender),
  };

  it('applies only the filters whose parameter has a value', () => {
    const none = filterConditions(filters, { name: '', regCategory: [], pageNum: 2 });
    expect(none.every((condition) => condition === undefined)).toBe(true);
    const some = render(filterConditions(filters, { name: '张', certValidToEnd: '2030-01-01', regCategory: ['jzs1', 'jzs2'] })).filter(Boolean);
    expect(some.map((q) => q!.sql)).toEqual([
      '"registered_persons"."reg_category" in ($1, $2)',
      '"registered_persons"."cert_valid_to" <= $1',
      '"registered_persons"."name" like $1',
    ]);
    expect(some.map((q) => q!.params)).toEqual([['jzs1', 'jzs2'], ['2030-01-01'], ['%张%']]);
  });

  it('matches text literally: LIKE wildcards and the escape character are escaped', () => {
    expect(likePattern('50%_\\x', 'contains')).toBe('%50\\%\\_\\\\x%');
    expect(likePattern('1101', 'prefix')).toBe('1101%');
  });
});

describe('paging', () => {
  it('turns pageNum/pageSize into LIMIT/OFFSET, 10 per page by default', () => {
    expect(paging({})).toEqual({ limit: 10, offset: 0 });
    expect(paging({ pageNum: 3, pageSize: 50 })).toEqual({ limit: 50, offset: 100 });
  });
});
