import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CertificateItemRow } from '../../forms/certificate.rules.ts';
import type { CheckData, CheckRecordType } from '../../forms/check-rules.ts';
import type { PerformanceRow } from '../../forms/performance.rules.ts';
import type { Db } from '../db/client.ts';
import type { CheckScope } from '../db/schema/checks.ts';
import { certificateItems, certificates } from '../db/schema/certificates.ts';
import { enterpriseLicences } from '../db/schema/enterprise-licences.ts';
import { otherPersons, registeredPersons } from '../db/schema/personnel.ts';
import { performances, projects } from '../db/schema/projects.ts';
import { isLive, liveRecordsOf } from '../db/schema/record-columns.ts';
import { standardKeys } from '../records/qualification-checks.ts';

/** The enterprise's live performances with the facts of their person and project (the rules' PerformanceRow). */
export async function loadPerformanceRows(db: Db, entId: string): Promise<PerformanceRow[]> {
  const rows = await db
    .select({
      performance: performances,
      person: {
        name: registeredPersons.name,
        certValidFrom: registeredPersons.certValidFrom,
        certValidTo: registeredPersons.certValidTo,
        socialInsurance: registeredPersons.socialInsurance,
      },
      project: { projectName: projects.projectName, startDate: projects.startDate, completionDate: projects.completionDate },
    })
    .from(performances)
    .leftJoin(registeredPersons, and(eq(registeredPersons.id, performances.personId), isLive(registeredPersons)))
    .leftJoin(projects, and(eq(projects.id, performances.projectId), isLive(projects)))
    .where(liveRecordsOf(performances, entId));
  return rows.map(({ performance, person, project }) => ({ ...performance, person, project }));
}

/** The enterprise's live qualification items with their certificate's number. */
export async function loadCertificateItemRows(db: Db, entId: string): Promise<(CertificateItemRow & { category: string; expiryDate: string })[]> {
  return db
    .select({
      id: certificateItems.id,
      certificateId: certificateItems.certificateId,
      certNo: certificates.certNo,
      expiryDate: certificates.expiryDate,
      category: certificateItems.category,
      typeCode: certificateItems.typeCode,
      subCode: certificateItems.subCode,
      gradeCode: certificateItems.gradeCode,
      itemName: certificateItems.itemName,
    })
    .from(certificateItems)
    .innerJoin(certificates, and(eq(certificates.id, certificateItems.certificateId), isLive(certificates)))
    .where(liveRecordsOf(certificateItems, entId));
}

/** ID numbers of the enterprise's persons that another enterprise has also registered (never which one). */
async function idCardsElsewhere(db: Db, entId: string): Promise<Set<string>> {
  const mine = db.select({ idCard: registeredPersons.idCard }).from(registeredPersons).where(liveRecordsOf(registeredPersons, entId));
  const rows = await db
    .selectDistinct({ idCard: registeredPersons.idCard })
    .from(registeredPersons)
    .where(and(isLive(registeredPersons), ne(registeredPersons.entId, entId), inArray(registeredPersons.idCard, mine)));
  return new Set(rows.map((r) => r.idCard));
}

/**
 * Loads what the check rules of `types` read, one query per table, narrowed to `scope` when it names persons or
 * projects: those records and the performances of them (a scoped run checks nothing else).
 */
export async function loadCheckData(db: Db, entId: string, types: readonly CheckRecordType[], today: string, scope: CheckScope = {}): Promise<CheckData> {
  const wants = new Set(types);
  const scoped = Boolean(scope.personIds?.length || scope.projectIds?.length);
  const persons = new Set(scope.personIds ?? []);
  const projectIds = new Set(scope.projectIds ?? []);
  const records: CheckData['records'] = {};
  const needsPerformances = wants.has('performance') || wants.has('project');

  const [licence, certs, items, people, others, projectRows, performanceRows, elsewhere] = await Promise.all([
    wants.has('license') && !scoped ? db.select().from(enterpriseLicences).where(liveRecordsOf(enterpriseLicences, entId)) : [],
    wants.has('certificate') && !scoped ? db.select().from(certificates).where(liveRecordsOf(certificates, entId)) : [],
    wants.has('certificateItem') && !scoped ? loadCertificateItemRows(db, entId) : [],
    wants.has('registeredPerson') ? db.select().from(registeredPersons).where(liveRecordsOf(registeredPersons, entId)) : [],
    wants.has('otherPerson') && !scoped ? db.select().from(otherPersons).where(liveRecordsOf(otherPersons, entId)) : [],
    wants.has('project') ? db.select().from(projects).where(liveRecordsOf(projects, entId)) : [],
    needsPerformances ? loadPerformanceRows(db, entId) : [],
    wants.has('registeredPerson') ? idCardsElsewhere(db, entId) : new Set<string>(),
  ]);
  const inScope = (row: PerformanceRow) => !scoped || persons.has(row.personId) || projectIds.has(row.projectId);

  records.license = licence;
  records.certificate = certs;
  records.certificateItem = items;
  records.registeredPerson = scoped ? people.filter((p) => persons.has(p.id)) : people;
  records.otherPerson = others;
  records.project = scoped ? projectRows.filter((p) => projectIds.has(p.id)) : projectRows;
  records.performance = wants.has('performance') ? performanceRows.filter(inScope) : [];
  const data: CheckData = {
    today,
    records,
    idCardsElsewhere: elsewhere,
    knownStandards: new Set(),
  };
  if (items.length > 0) {
    const known = await standardKeys(db, items.map((i) => i.typeCode));
    data.knownStandards = new Set([...known].map((key) => key.split('/').slice(1).join('/')));
  }
  return data;
}
