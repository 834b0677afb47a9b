import { and, eq, gte, inArray, isNull, like, lte, type SQL } from 'drizzle-orm';
import type { RegisteredPersonInput } from '../../forms/registered-person.ts';
import type { Db } from '../db/client.ts';
import { registeredPersons as t } from '../db/schema/personnel.ts';
import { invalidInput, notFound, type FieldError } from '../errors.ts';
import { certStatus, certStatusBounds, certStatusFilter, type CertStatus } from './cert-status.ts';
import { createdBy, deletedBy, updatedBy, type RecordOwner } from './enterprise-scope.ts';
import { countAll, likePattern, ordering, paging, type PagingQuery } from './list-query.ts';
import { rethrowDuplicate } from './duplicates.ts';
import { removePersonPerformances } from './performance-repository.ts';
import { dictRemarks, dictValues } from './qualification-checks.ts';

type Row = typeof t.$inferSelect;

export interface RegisteredPersonFilter extends PagingQuery {
  name?: string;
  idCard?: string;
  regCategory?: string[];
  regSpecialty?: string[];
  certValidToBegin?: string;
  certValidToEnd?: string;
  socialInsurance?: string[];
  certStatus?: CertStatus;
}

const NOT_FOUND = '注册人员不存在';
const DUPLICATE = { field: 'body.idCard', msg: '本企业已有该身份证号在此注册类别下的注册人员' };

const SORTABLE = {
  name: t.name,
  regCategory: t.regCategory,
  regSpecialty: t.regSpecialty,
  certValidFrom: t.certValidFrom,
  certValidTo: t.certValidTo,
  createTime: t.createTime,
  updateTime: t.updateTime,
};

export function toRegisteredPerson(r: Row, bounds = certStatusBounds()) {
  return {
    id: r.id,
    entId: r.entId,
    name: r.name,
    idCard: r.idCard,
    gender: r.gender as '男' | '女',
    birthDate: r.birthDate,
    regCategory: r.regCategory,
    regSpecialty: r.regSpecialty,
    regNo: r.regNo,
    certValidFrom: r.certValidFrom,
    certValidTo: r.certValidTo,
    socialInsurance: r.socialInsurance,
    phone: r.phone,
    certStatus: certStatus(r.certValidTo, bounds),
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}

const mine = (entId: string, id: string) => and(eq(t.entId, entId), eq(t.id, id), isNull(t.deletedAt));

function filters(entId: string, q: RegisteredPersonFilter): SQL | undefined {
  return and(
    eq(t.entId, entId),
    isNull(t.deletedAt),
    q.name ? like(t.name, likePattern(q.name, 'contains')) : undefined,
    q.idCard ? like(t.idCard, likePattern(q.idCard, 'prefix')) : undefined,
    q.regCategory?.length ? inArray(t.regCategory, q.regCategory) : undefined,
    q.regSpecialty?.length ? inArray(t.regSpecialty, q.regSpecialty) : undefined,
    q.socialInsurance?.length ? inArray(t.socialInsurance, q.socialInsurance) : undefined,
    q.certValidToBegin ? gte(t.certValidTo, q.certValidToBegin) : undefined,
    q.certValidToEnd ? lte(t.certValidTo, q.certValidToEnd) : undefined,
    q.certStatus ? certStatusFilter(t.certValidTo, q.certStatus) : undefined,
  );
}

/** Checks the dictionary fields; a specialty's remark lists the categories it belongs to. Throws the 400. */
async function checkDicts(db: Db, input: RegisteredPersonInput): Promise<void> {
  const [categories, specialties, insurance] = await Promise.all([
    dictValues(db, 'reg_category'),
    dictRemarks(db, 'reg_specialty'),
    dictValues(db, 'social_insurance_status'),
  ]);
  const errors: FieldError[] = [];
  if (!categories.has(input.regCategory)) errors.push({ field: 'body.regCategory', msg: '注册类别不在字典 reg_category 中' });
  if (input.regSpecialty != null) {
    if (!specialties.has(input.regSpecialty)) {
      errors.push({ field: 'body.regSpecialty', msg: '注册专业不在字典 reg_specialty 中' });
    } else if (categories.has(input.regCategory) && !(specialties.get(input.regSpecialty) ?? '').split(',').includes(input.regCategory)) {
      errors.push({ field: 'body.regSpecialty', msg: '注册专业不属于所选注册类别' });
    }
  }
  if (!insurance.has(input.socialInsurance)) errors.push({ field: 'body.socialInsurance', msg: '社保缴纳情况不在字典 social_insurance_status 中' });
  if (errors.length > 0) throw invalidInput(errors);
}

const columns = (input: RegisteredPersonInput) => ({
  name: input.name.trim(),
  idCard: input.idCard,
  gender: input.gender,
  birthDate: input.birthDate,
  regCategory: input.regCategory,
  regSpecialty: input.regSpecialty ?? null,
  regNo: input.regNo.trim(),
  certValidFrom: input.certValidFrom,
  certValidTo: input.certValidTo,
  socialInsurance: input.socialInsurance,
  phone: input.phone ?? null,
});

/** Queries on registered personnel, always within one enterprise and ignoring soft-deleted rows. */
export const registeredPersonRepository = {
  async list(db: Db, entId: string, q: RegisteredPersonFilter) {
    const where = filters(entId, q);
    const { limit, offset } = paging(q);
    const [rows, [total]] = await Promise.all([
      db.select().from(t).where(where).orderBy(...ordering(q, SORTABLE, t.createTime, t.id)).limit(limit).offset(offset),
      db.select({ n: countAll() }).from(t).where(where),
    ]);
    const bounds = certStatusBounds();
    return { rows: rows.map((r) => toRegisteredPerson(r, bounds)), total: total?.n ?? 0 };
  },

  async get(db: Db, entId: string, id: string) {
    const [row] = await db.select().from(t).where(mine(entId, id));
    if (!row) throw notFound(NOT_FOUND);
    return toRegisteredPerson(row);
  },

  async add(db: Db, owner: RecordOwner, input: RegisteredPersonInput) {
    await checkDicts(db, input);
    const values = { ...columns(input), ...createdBy(owner) };
    const [row] = await db.insert(t).values(values).returning().catch(rethrowDuplicate(DUPLICATE));
    return toRegisteredPerson(row!);
  },

  async update(db: Db, owner: RecordOwner, id: string, input: RegisteredPersonInput) {
    await checkDicts(db, input);
    const [row] = await db
      .update(t)
      .set({ ...columns(input), ...updatedBy(owner) })
      .where(mine(owner.entId, id))
      .returning()
      .catch(rethrowDuplicate(DUPLICATE));
    if (!row) throw notFound(NOT_FOUND);
    return toRegisteredPerson(row);
  },

  /** Soft-deletes the person and their performance records in one transaction. */
  async remove(db: Db, owner: RecordOwner, id: string) {
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(t)
        .set(deletedBy(owner))
        .where(mine(owner.entId, id))
        .returning({ id: t.id });
      if (rows.length === 0) throw notFound(NOT_FOUND);
      await removePersonPerformances(tx, owner, id);
    });
  },
};
