import type { OtherPersonInput } from '../../forms/other-person.ts';
import { otherPersonUi } from '../../forms/other-person.ui.ts';
import type { Db } from '../db/client.ts';
import { otherPersons as t } from '../db/schema/personnel.ts';
import { contains, equals, filterEach, mapPage, oneOf, pick, startsWith } from './list-query.ts';
import { recordRepository } from './record-repository.ts';
import { recordJson, recordStore } from './record-store.ts';

export const otherPersonStore = recordStore(t, {
  notFound: '人员不存在',
  duplicate: { field: 'body.idCard', msg: '本企业已有该身份证号的人员' },
});

const list = otherPersonStore.list({
  sortable: pick(t, 'name', 'personKind', 'title', 'trade', 'createTime', 'updateTime'),
  filters: { ...filterEach(oneOf, t, 'title', 'trade', 'socialInsurance'), personKind: equals(t.personKind), name: contains(t.name), idCard: startsWith(t.idCard) },
});

export type OtherPersonFilter = Parameters<typeof list>[2];

// Technical staff keep a title, skilled workers a trade; the pair that does not belong is cleared.
function columns(input: OtherPersonInput) {
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
    certValidTo: input.certValidTo ?? null,
    socialInsurance: input.socialInsurance ?? null,
  };
}

/** Other personnel (其他人员: technical staff and skilled workers), always within one enterprise. */
export const otherPersonRepository = {
  ...recordRepository(otherPersonStore, { fields: otherPersonUi.fields, reminders: 'otherPerson', columns, json: (_db, row) => recordJson(row) }),
  list: async (db: Db, entId: string, query: OtherPersonFilter) => mapPage(await list(db, entId, query), recordJson),
};
