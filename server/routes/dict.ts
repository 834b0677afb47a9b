import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dictData } from '../db/schema/system.ts';
import { ok, page } from '../http/envelope.ts';
import { notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';

type DictRow = typeof dictData.$inferSelect;

const toDto = (r: DictRow) => ({
  dictCode: r.dictCode,
  dictSort: r.dictSort,
  dictLabel: r.dictLabel,
  dictValue: r.dictValue,
  dictType: r.dictType,
  listClass: r.listClass,
  isDefault: r.isDefault as 'Y' | 'N',
  status: r.status as '0' | '1',
  remark: r.remark,
  createTime: r.createTime.toISOString(),
});

const SORTABLE = { dictSort: dictData.dictSort, dictCode: dictData.dictCode, createTime: dictData.createTime } as const;

async function findDict(db: Db, dictCode: number) {
  const [row] = await db.select().from(dictData).where(eq(dictData.dictCode, dictCode));
  if (!row) throw notFound('字典数据不存在');
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    const filters: SQL[] = [];
    if (query.dictType) filters.push(eq(dictData.dictType, query.dictType));
    if (query.dictLabel) filters.push(like(dictData.dictLabel, `%${escapeLike(query.dictLabel)}%`));
    if (query.status) filters.push(eq(dictData.status, query.status));
    const where = filters.length ? and(...filters) : undefined;
    const column = SORTABLE[query.orderByColumn as keyof typeof SORTABLE] ?? dictData.dictSort;
    const pageSize = query.pageSize ?? 10;
    const pageNum = query.pageNum ?? 1;
    const [rows, [total]] = await Promise.all([
      services.db
        .select()
        .from(dictData)
        .where(where)
        .orderBy(query.isAsc === 'desc' ? desc(column) : asc(column), asc(dictData.dictCode))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      services.db.select({ n: count() }).from(dictData).where(where),
    ]);
    return page(rows.map(toDto), total?.n ?? 0);
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
