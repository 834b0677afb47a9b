import { and, desc, eq, isNotNull, isNull, like, type SQL } from 'drizzle-orm';
import { todayInChina } from '../../forms/common.ts';
import type { Db } from '../db/client.ts';
import { qualificationApplications as t } from '../db/schema/qualification-applications.ts';
import { countOf, likePattern, mapPage, readPage, type PagingQuery } from '../records/list-query.ts';

/** The review target (审查时限): two months, counted as 60 calendar days. */
export const REVIEW_LIMIT_DAYS = 60;

export type ApplicationStage = 'accepted' | 'expertReview' | 'publicity' | 'announced';
type Row = typeof t.$inferSelect;

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY));

const stageOf = (r: Row): ApplicationStage =>
  r.announceDate ? 'announced' : r.publicityStartDate ? 'publicity' : r.reviewStartDate ? 'expertReview' : 'accepted';

/** The contract shape; the review time runs from acceptance to the end of the expert review, or to `today`. */
export function toApplication(r: Row, today: string) {
  const elapsedDays = daysBetween(r.acceptDate, r.reviewEndDate ?? today);
  return {
    uuid: r.id,
    entName: r.entName,
    qualificationName: r.qualificationName,
    category: r.category as '01' | '02' | '03' | '04',
    applyType: r.applyType,
    department: r.department,
    prov: r.prov,
    acceptDate: r.acceptDate,
    reviewStartDate: r.reviewStartDate,
    reviewEndDate: r.reviewEndDate,
    publicityStartDate: r.publicityStartDate,
    publicityEndDate: r.publicityEndDate,
    announceDate: r.announceDate,
    stage: stageOf(r),
    elapsedDays,
    limitDays: REVIEW_LIMIT_DAYS,
    overdueDays: Math.max(0, elapsedDays - REVIEW_LIMIT_DAYS),
    result: r.result as 'approved' | 'rejected' | null,
    opinion: r.opinion,
  };
}

const STAGE_CONDITION: Record<ApplicationStage, SQL | undefined> = {
  accepted: isNull(t.reviewStartDate),
  expertReview: and(isNotNull(t.reviewStartDate), isNull(t.publicityStartDate)),
  publicity: and(isNotNull(t.publicityStartDate), isNull(t.announceDate)),
  announced: isNotNull(t.announceDate),
};

const SORT = { columns: {}, default: [desc(t.acceptDate), desc(t.id)], tiebreak: desc(t.id) };

export interface ApplicationQuery extends PagingQuery {
  prov?: string;
  stage?: ApplicationStage;
  /** Enterprise-name keywords separated by white space; every one must match. */
  keywords?: string;
}

/** The seeded qualification applications (资质申请受理情况), newest accepted first. */
export async function listApplications(db: Db, query: ApplicationQuery) {
  const words = (query.keywords ?? '').split(/\s+/).filter(Boolean);
  const where = and(
    query.prov ? eq(t.prov, query.prov) : undefined,
    query.stage ? STAGE_CONDITION[query.stage] : undefined,
    ...words.map((word) => like(t.entName, likePattern(word, 'contains'))),
  );
  const today = todayInChina();
  const found = await readPage(db, { rows: (d: Db) => d.select().from(t).$dynamic(), count: countOf(t), where, sort: SORT }, query);
  return mapPage(found, (row) => toApplication(row, today));
}
