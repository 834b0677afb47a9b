import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dictData } from '../db/schema/system.ts';
import { notFound } from '../errors.ts';
import { ok, page } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';
import { contains, countOf, equals, filterConditions, pick, readPage } from '../records/list-query.ts';

const toDto = ({ createTime, ...r }: typeof dictData.$inferSelect) => ({ ...r, createTime: createTime.toISOString() });

const FILTERS = { dictType: equals(dictData.dictType), dictLabel: contains(dictData.dictLabel), status: equals(dictData.status) };
const SORT = {
  columns: pick(dictData, 'dictSort', 'dictCode', 'createTime'),
  default: [asc(dictData.dictSort), asc(dictData.dictCode)],
  tiebreak: asc(dictData.dictCode),
};

async function findDict(db: Db, dictCode: number) {
  const [row] = await db.select().from(dictData).where(eq(dictData.dictCode, dictCode));
  if (!row) throw notFound('字典数据不存在');
  return row;
}

export const dictHandlers = defineHandlers({
  getDictDataByType: async ({ params, services }) => {
    const rows = await services.db
      .select()
      .from(dictData)
      .where(and(eq(dictData.dictType, params.dictType), eq(dictData.status, '0')))
      .orderBy(asc(dictData.dictSort), asc(dictData.dictCode));
    return ok(rows.map(toDto));
  },

  listDictData: async ({ query, services }) => {
    const where = and(...filterConditions(FILTERS, query));
    const source = { rows: (db: Db) => db.select().from(dictData).$dynamic(), count: countOf(dictData), where, sort: SORT };
    const { rows, total } = await readPage(services.db, source, query);
    return page(rows.map(toDto), total);
  },

  getDictData: async ({ params, services }) => ok(toDto(await findDict(services.db, params.id))),

  addDictData: async ({ query, services }) => {
    const [row] = await services.db
      .insert(dictData)
      .values({
        dictType: query.dictType,
        dictLabel: query.dictLabel.trim(),
        dictValue: query.dictValue.trim(),
        dictSort: query.dictSort ?? 0,
        listClass: query.listClass ?? null,
        remark: query.remark ?? null,
      })
      .returning();
    return ok(toDto(row!), '新增成功');
  },

  updateDictData: async ({ body, services }) => {
    await findDict(services.db, body.dictCode);
    const { dictCode, ...changes } = body;
    const [row] = await services.db.update(dictData).set(changes).where(eq(dictData.dictCode, dictCode)).returning();
    return ok(toDto(row!), '修改成功');
  },

  deleteDictData: async ({ params, services }) => {
    await findDict(services.db, params.id);
    await services.db.delete(dictData).where(eq(dictData.dictCode, params.id));
    return ok(undefined, '删除成功');
  },
});
