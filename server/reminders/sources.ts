import { certificateReminders, type CertificateRow } from '../../forms/certificate.rules.ts';
import { enterpriseReminders, type EnterpriseRow } from '../../forms/enterprise.rules.ts';
import { otherPersonReminders, type OtherPersonRow } from '../../forms/other-person.rules.ts';
import { qualificationAnomalyReminders, type QualificationShortfallRow } from '../../forms/qualification-anomaly.rules.ts';
import { performanceReminders, type PerformanceRow } from '../../forms/performance.rules.ts';
import { projectReminders, type ProjectRow } from '../../forms/project.rules.ts';
import { registeredPersonReminders, type RegisteredPersonRow } from '../../forms/registered-person.rules.ts';
import type { ReminderRuleSet } from '../../forms/reminder-rules.ts';
import { loadPerformanceRows } from '../checks/data.ts';
import { personnelCountLines } from '../checks/engine.ts';
import type { Db } from '../db/client.ts';
import { certificates } from '../db/schema/certificates.ts';
import { enterpriseLicences } from '../db/schema/enterprise-licences.ts';
import { otherPersons, registeredPersons } from '../db/schema/personnel.ts';
import { projects } from '../db/schema/projects.ts';
import { liveRecordsOf } from '../db/schema/record-columns.ts';

/** A rule set with how the server reads the rows it evaluates: one query for all of an enterprise's records. */
export interface ReminderSource<R extends { id: string }> {
  set: ReminderRuleSet<R>;
  load(db: Db, entId: string, today: string): Promise<R[]>;
  /** Record types whose rules read this type's rows too, so saving this type re-evaluates them. */
  readBy?: readonly string[];
}

const source = <R extends { id: string }>(spec: ReminderSource<R>): ReminderSource<{ id: string }> => spec as unknown as ReminderSource<{ id: string }>;

/** Every record type with reminder rules, with its loader. */
export const REMINDER_SOURCES: readonly ReminderSource<{ id: string }>[] = [
  source<EnterpriseRow>({
    set: enterpriseReminders,
    load: (db, entId) => db.select().from(enterpriseLicences).where(liveRecordsOf(enterpriseLicences, entId)),
  }),
  source<CertificateRow>({
    set: certificateReminders,
    load: (db, entId) => db.select().from(certificates).where(liveRecordsOf(certificates, entId)),
    readBy: ['certificateItem'],
  }),
  source<RegisteredPersonRow>({
    set: registeredPersonReminders,
    load: (db, entId) => db.select().from(registeredPersons).where(liveRecordsOf(registeredPersons, entId)),
    readBy: ['performance', 'certificateItem'],
  }),
  source<OtherPersonRow>({
    set: otherPersonReminders,
    load: (db, entId) => db.select().from(otherPersons).where(liveRecordsOf(otherPersons, entId)),
  }),
  source<ProjectRow>({
    set: projectReminders,
    load: (db, entId) => db.select().from(projects).where(liveRecordsOf(projects, entId)),
    readBy: ['performance'],
  }),
  source<PerformanceRow>({
    set: performanceReminders,
    load: (db, entId) => loadPerformanceRows(db, entId),
  }),
  source<QualificationShortfallRow>({
    set: qualificationAnomalyReminders,
    async load(db, entId, today) {
      const { lines } = await personnelCountLines(db, entId, today);
      return lines
        .filter((line) => line.assessed && !line.passed)
        .map((line) => ({ ...line, id: line.itemId }));
    },
  }),
];

/** The sources to re-evaluate after a save of `recordType`: its own and those whose rules read it. */
export function sourcesAffectedBy(recordType: string): ReminderSource<{ id: string }>[] {
  const own = REMINDER_SOURCES.find((s) => s.set.recordType === recordType);
  const readers = new Set(own?.readBy ?? []);
  return REMINDER_SOURCES.filter((s) => s.set.recordType === recordType || readers.has(s.set.recordType));
}
