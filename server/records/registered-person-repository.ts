import type { RegisteredPersonInput } from '../../forms/registered-person.ts';
import { registeredPersonUi } from '../../forms/registered-person.ui.ts';
import type { Db } from '../db/client.ts';
import { registeredPersons as t } from '../db/schema/personnel.ts';
import { performances } from '../db/schema/projects.ts';
import { certStatus, certStatusBounds, certStatusFilter, type CertStatus } from './cert-status.ts';
import { contains, dateRange, filterEach, mapPage, oneOf, pick, startsWith } from './list-query.ts';
import { recordRepository, trimmed } from './record-repository.ts';
import { recordJson, recordStore } from './record-store.ts';

export const registeredPersonStore = recordStore(t, {
  notFound: '注册人员不存在',
  duplicate: { field: 'body.idCard', msg: '本企业已有该身份证号在此注册类别下的注册人员' },
  dependants: [{ table: performances, parent: performances.personId }],
});

const toRegisteredPerson = (r: typeof t.$inferSelect, bounds = certStatusBounds()) => ({ ...recordJson(r), certStatus: certStatus(r.certValidTo, bounds) });

const list = registeredPersonStore.list({
  sortable: pick(t, 'name', 'regCategory', 'regSpecialty', 'certValidFrom', 'certValidTo', 'createTime', 'updateTime'),
  filters: {
    ...filterEach(oneOf, t, 'regCategory', 'regSpecialty', 'socialInsurance'),
    ...dateRange('certValidTo', t.certValidTo),
    name: contains(t.name),
    idCard: startsWith(t.idCard),
    certStatus: (status: CertStatus) => certStatusFilter(t.certValidTo, status),
  },
});

/** The list's query: paging, sorting and the filters above. */
export type RegisteredPersonFilter = Parameters<typeof list>[2];

const columns = (input: RegisteredPersonInput) => ({ ...trimmed(input, 'name', 'regNo'), regSpecialty: input.regSpecialty ?? null, phone: input.phone ?? null });

/** Registered personnel (注册人员), always within one enterprise; deleting a person soft-deletes their performances. */
export const registeredPersonRepository = {
  ...recordRepository(registeredPersonStore, { fields: registeredPersonUi.fields, reminders: 'registeredPerson', columns, json: (_db, row) => toRegisteredPerson(row) }),

  async list(db: Db, entId: string, query: RegisteredPersonFilter) {
    const bounds = certStatusBounds();
    return mapPage(await list(db, entId, query), (r) => toRegisteredPerson(r, bounds));
  },
};
