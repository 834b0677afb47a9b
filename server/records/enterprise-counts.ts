import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { certificateItems, certificates } from '../db/schema/certificates.ts';
import { enterpriseLicences } from '../db/schema/enterprise-licences.ts';
import { otherPersons, registeredPersons } from '../db/schema/personnel.ts';
import { performances, projects } from '../db/schema/projects.ts';
import { isLive, liveRecordsOf as liveOf } from '../db/schema/record-columns.ts';
import { certStatusBounds, certStatusFilter } from './cert-status.ts';
import { countAll } from './list-query.ts';
import { projectStatusFilter } from './project-repository.ts';
import { reminderRepository } from '../reminders/repository.ts';

/** `count(*) filter (where …)` as a number. */
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

type Counted =
  | typeof certificates
  | typeof certificateItems
  | typeof registeredPersons
  | typeof otherPersons
  | typeof enterpriseLicences
  | typeof projects;

async function count(db: Db, table: Counted, entId: string) {
  const [row] = await db.select({ n: countAll() }).from(table).where(liveOf(table, entId));
  return row?.n ?? 0;
}

/** Live performances: the record, its person and its project are all live. */
async function countPerformances(db: Db, entId: string) {
  const [row] = await db
    .select({ n: countAll() })
    .from(performances)
    .innerJoin(registeredPersons, eq(registeredPersons.id, performances.personId))
    .innerJoin(projects, eq(projects.id, performances.projectId))
    .where(and(liveOf(performances, entId), isLive(registeredPersons), isLive(projects)));
  return row?.n ?? 0;
}

/**
 * The enterprise information centre's counts, from the live records of one enterprise. Project messages have no
 * table yet, so they count 0 until their issue lands.
 */
export const enterpriseCounts = {
  async total(db: Db, entId: string) {
    const [licences, certificateNum, certificateItemNum, registeredPersonNum, otherPersonNum, projectNum, performanceNum] = await Promise.all([
      count(db, enterpriseLicences, entId),
      count(db, certificates, entId),
      count(db, certificateItems, entId),
      count(db, registeredPersons, entId),
      count(db, otherPersons, entId),
      count(db, projects, entId),
      countPerformances(db, entId),
    ]);
    return { hasLicense: licences > 0, certificateNum, certificateItemNum, registeredPersonNum, otherPersonNum, projectNum, performanceNum };
  },

  /** The open unread reminders per reminder page: the same numbers as /portal/reminder/counts. */
  async reminders(db: Db, entId: string) {
    const n = await reminderRepository.counts(db, entId);
    return {
      total: n.total,
      license: n.yyzz,
      certificate: n.zzzs,
      project: n.jgptxm,
      registeredPerson: n.zcry,
      otherPerson: n.qtry,
      performance: n.ryyj,
      qualificationException: n.zzyc,
    };
  },

  async certificates(db: Db, entId: string) {
    const bounds = certStatusBounds();
    const [[row], itemTotal] = await Promise.all([
      db
        .select({
          total: countAll(),
          valid: countWhere(certStatusFilter(certificates.expiryDate, 'valid', bounds)),
          expiringSoon: countWhere(certStatusFilter(certificates.expiryDate, 'expiringSoon', bounds)),
          expired: countWhere(certStatusFilter(certificates.expiryDate, 'expired', bounds)),
        })
        .from(certificates)
        .where(liveOf(certificates, entId)),
      count(db, certificateItems, entId),
    ]);
    return { total: row?.total ?? 0, valid: row?.valid ?? 0, expiringSoon: row?.expiringSoon ?? 0, expired: row?.expired ?? 0, itemTotal };
  },

  async projects(db: Db, entId: string) {
    const [row] = await db
      .select({
        total: countAll(),
        inProgress: countWhere(projectStatusFilter('inProgress')),
        completed: countWhere(projectStatusFilter('completed')),
      })
      .from(projects)
      .where(liveOf(projects, entId));
    return { total: row?.total ?? 0, inProgress: row?.inProgress ?? 0, completed: row?.completed ?? 0, unreadMessage: 0 };
  },

  async persons(db: Db, entId: string) {
    const bounds = certStatusBounds();
    const [[registered], [other], performanceTotal] = await Promise.all([
      db
        .select({
          total: countAll(),
          expiringSoon: countWhere(certStatusFilter(registeredPersons.certValidTo, 'expiringSoon', bounds)),
          expired: countWhere(certStatusFilter(registeredPersons.certValidTo, 'expired', bounds)),
        })
        .from(registeredPersons)
        .where(liveOf(registeredPersons, entId)),
      db
        .select({
          total: countAll(),
          technical: countWhere(eq(otherPersons.personKind, 'technical')),
          worker: countWhere(eq(otherPersons.personKind, 'worker')),
        })
        .from(otherPersons)
        .where(liveOf(otherPersons, entId)),
      countPerformances(db, entId),
    ]);
    return {
      registeredTotal: registered?.total ?? 0,
      registeredExpiringSoon: registered?.expiringSoon ?? 0,
      registeredExpired: registered?.expired ?? 0,
      otherTotal: other?.total ?? 0,
      technicalTotal: other?.technical ?? 0,
      workerTotal: other?.worker ?? 0,
      performanceTotal,
    };
  },
};
