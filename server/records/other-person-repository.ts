import { and, eq, inArray, isNull, like, type SQL } from 'drizzle-orm';
import type { OtherPersonInput } from '../../forms/other-person.ts';
import type { Db } from '../db/client.ts';
import { otherPersons as t } from '../db/schema/personnel.ts';
import { invalidInput, notFound, type FieldError } from '../errors.ts';
import { rethrowDuplicate } from './duplicates.ts';
import { createdBy, deletedBy, updatedBy, type RecordOwner } from './enterprise-scope.ts';
import { countAll, likePattern, ordering, paging, type PagingQuery } from './list-query.ts';
import { dictValues } from './qualification-checks.ts';

type Row = typeof t.$inferSelect;

export interface OtherPersonFilter extends PagingQuery {
  personKind?: 'technical' | 'worker';
  name?: string;
  idCard?: string;
  title?: string[];
  trade?: string[];
  socialInsurance?: string[];
}

const NOT_FOUND = '人员不存在';
const DUPLICATE = { field: 'body.idCard', msg: '本企业已有该身份证号的人员' };

const SORTABLE = {
  name: t.name,
  personKind: t.personKind,
  title: t.title,
  trade: t.trade,
  createTime: t.createTime,
  updateTime: t.updateTime,
};

export const toOtherPerson = (r: Row) => ({
  id: r.id,
  entId: r.entId,
  personKind: r.personKind as 'technical' | 'worker',
  name: r.name,
  idCard: r.idCard,
  gender: r.gender as '男' | '女' | null,
  birthDate: r.birthDate,
  title: r.title,
  titleCertNo: r.titleCertNo,
  trade: r.trade,
  tradeCertNo: r.tradeCertNo,
  socialInsurance: r.socialInsurance,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
});

const mine = (entId: string, id: string) => and(eq(t.entId, entId), eq(t.id, id), isNull(t.deletedAt));

function filters(entId: string, q: OtherPersonFilter): SQL | undefined {
  return and(
    eq(t.entId, entId),
    isNull(t.deletedAt),
    q.personKind ? eq(t.personKind, q.personKind) : undefined,
    q.name ? like(t.name, likePattern(q.name, 'contains')) : undefined,
    q.idCard ? like(t.idCard, likePattern(q.idCard, 'prefix')) : undefined,
    q.title?.length ? inArray(t.title, q.title) : undefined,
    q.trade?.length ? inArray(t.trade, q.trade) : undefined,
    q.socialInsurance?.length ? inArray(t.socialInsurance, q.socialInsurance) : undefined,
  );
}

/** Checks the dictionary fields the record keeps (title or trade by kind, social insurance); throws the 400. */
async function checkDicts(db: Db, values: ReturnType<typeof columns>): Promise<void> {
  const [titles, trades, insurance] = await Promise.all([
    dictValues(db, 'professional_title'),
    dictValues(db, 'worker_trade'),
    dictValues(db, 'social_insurance_status'),
  ]);
  const errors: FieldError[] = [];
  if (values.title != null && !titles.has(values.title)) errors.push({ field: 'body.title', msg: '职称不在字典 professional_title 中' });
  if (values.trade != null && !trades.has(values.trade)) errors.push({ field: 'body.trade', msg: '工种不在字典 worker_trade 中' });
  if (values.socialInsurance != null && !insurance.has(values.socialInsurance)) {
    errors.push({ field: 'body.socialInsurance', msg: '社保缴纳情况不在字典 social_insurance_status 中' });
  }
  if (errors.length > 0) throw invalidInput(errors);
}

// Technical staff keep a title, skilled workers a trade; the pair that does not belong is cleared.
const columns = (input: OtherPersonInput) => {
  const technical = input.personKind === 'technical';
  return {
    personKind: input.personKind,
    name: input.name.trim(),
    idCard: input.idCard,
    gender: input.gender ?? null,
    birthDate: input.birthDate ?? null,
    title: technical ? (input.title ?? null) : null,
    titleCertNo: technical ? (input.titleCertNo ?? null) : null,
    trade: technical ? null : (input.trade ?? null),
    tradeCertNo: technical ? null : (input.tradeCertNo ?? null),
    socialInsurance: input.socialInsurance ?? null,
  };
};

/** Queries on other personnel, always within one enterprise and ignoring soft-deleted rows. */
export const otherPersonRepository = {
  async list(db: Db, entId: string, q: OtherPersonFilter) {
    const where = filters(entId, q);
    const { limit, offset } = paging(q);
    const [rows, [total]] = await Promise.all([
      db.select().from(t).where(where).orderBy(...ordering(q, SORTABLE, t.createTime, t.id)).limit(limit).offset(offset),
      db.select({ n: countAll() }).from(t).where(where),
    ]);
    return { rows: rows.map(toOtherPerson), total: total?.n ?? 0 };
  },

  async get(db: Db, entId: string, id: string) {
    const [row] = await db.select().from(t).where(mine(entId, id));
    if (!row) throw notFound(NOT_FOUND);
    return toOtherPerson(row);
  },

  async add(db: Db, owner: RecordOwner, input: OtherPersonInput) {
    await checkDicts(db, columns(input));
    const values = { ...columns(input), ...createdBy(owner) };
    const [row] = await db.insert(t).values(values).returning().catch(rethrowDuplicate(DUPLICATE));
    return toOtherPerson(row!);
  },

  async update(db: Db, owner: RecordOwner, id: string, input: OtherPersonInput) {
    await checkDicts(db, columns(input));
    const [row] = await db
      .update(t)
      .set({ ...columns(input), ...updatedBy(owner) })
      .where(mine(owner.entId, id))
      .returning()
      .catch(rethrowDuplicate(DUPLICATE));
    if (!row) throw notFound(NOT_FOUND);
    return toOtherPerson(row);
  },

  async remove(db: Db, owner: RecordOwner, id: string) {
    const rows = await db
      .update(t)
      .set(deletedBy(owner))
      .where(mine(owner.entId, id))
      .returning({ id: t.id });
    if (rows.length === 0) throw notFound(NOT_FOUND);
  },
};
