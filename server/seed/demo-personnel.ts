import { todayInChina } from '../../forms/common.ts';
import type { Db } from '../db/client.ts';
import { otherPersons, registeredPersons } from '../db/schema/personnel.ts';
import { liveRecordsOf } from '../db/schema/record-columns.ts';
import { addDays, addYears, demoIdentity, demoPhone, seededRandom, type Random } from './demo-person-generator.ts';
import { REGISTERED_PERSONNEL_DICTS } from './dict-data-registered.ts';
import { WORKFORCE_DICTS } from './dict-data-workforce.ts';
import { findDemoOwner } from './demo-owner.ts';

export const DEMO_REGISTERED_COUNT = 240;
export const DEMO_OTHER_COUNT = 60;
const BATCH = 100;
// Fixed, so every run produces the same rows; create times count back from here.
const ANCHOR = Date.UTC(2026, 0, 1);

const values = (dicts: typeof REGISTERED_PERSONNEL_DICTS, type: string) => dicts.find((d) => d.dictType === type)!.items;
const categories = values(REGISTERED_PERSONNEL_DICTS, 'reg_category').map((i) => i.value);
const specialties = values(REGISTERED_PERSONNEL_DICTS, 'reg_specialty');
const insurance = ['normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'interrupted', 'unpaid', 'retired_rehired'];
const titles = values(WORKFORCE_DICTS, 'professional_title').map((i) => i.value);
const trades = values(WORKFORCE_DICTS, 'worker_trade').map((i) => i.value);
// Constructors dominate a contractor's register; architects and planners are rare.
const CATEGORY_WEIGHTS: Record<string, number> = { jzs1: 30, jzs2: 40, jlgcs: 6, zjgcs1: 5, zjgcs2: 5, aqgcs: 6 };

function weightedCategory(random: Random): string {
  const pool = categories.flatMap((c) => Array<string>(CATEGORY_WEIGHTS[c] ?? 1).fill(c));
  return random.pick(pool);
}

function registeredRow(random: Random, i: number) {
  const person = demoIdentity(random);
  const regCategory = weightedCategory(random);
  const options = specialties.filter((s) => s.remark?.split(',').includes(regCategory)).map((s) => s.value);
  const certValidFrom = `${random.int(2021, 2026)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  return {
    ...person,
    regCategory,
    regSpecialty: options.length ? random.pick(options) : null,
    regNo: `京${random.int(111, 211)}${certValidFrom.slice(0, 4)}${String(random.int(0, 999_999)).padStart(6, '0')}`,
    certValidFrom,
    certValidTo: addYears(certValidFrom, 5),
    socialInsurance: random.pick(insurance),
    phone: random.next() < 0.8 ? demoPhone(random) : null,
    createTime: new Date(ANCHOR - i * 3_600_000),
  };
}

function otherRow(random: Random, i: number) {
  const person = demoIdentity(random);
  const technical = random.next() < 0.4;
  const certNo = `${technical ? 'ZC' : 'JN'}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
  return {
    ...person,
    personKind: technical ? ('technical' as const) : ('worker' as const),
    title: technical ? random.pick(titles) : null,
    titleCertNo: technical ? certNo : null,
    trade: technical ? null : random.pick(trades),
    tradeCertNo: technical ? null : certNo,
    socialInsurance: random.pick(insurance),
    createTime: new Date(ANCHOR - i * 3_600_000),
  };
}

/**
 * The demo other personnel as of `today`: most hold a certificate valid for some years yet, some have no expiry on
 * record, and the first two show the reminder cases: one expiring within 30 days and one already expired.
 */
export function demoOtherPersonRows(count = DEMO_OTHER_COUNT, today = todayInChina()) {
  const random = seededRandom(20_260_402);
  const validity = seededRandom(20_260_403);
  const rows = uniqueRows(count, (i) => otherRow(random, i), (r) => r.idCard);
  return rows.map((row, i) => {
    const certValidTo = i === 0 ? addDays(today, 18) : i === 1 ? addDays(today, -20) : validity.next() < 0.75 ? addDays(today, validity.int(45, 1_800)) : null;
    return { ...row, certValidTo };
  });
}

/** `count` rows from `make`, skipping any whose key repeats (the unique indexes would refuse them). */
function uniqueRows<R>(count: number, make: (i: number) => R, key: (row: R) => string): R[] {
  const seen = new Set<string>();
  const rows: R[] = [];
  for (let i = 0; rows.length < count; i++) {
    const row = make(i);
    if (seen.has(key(row))) continue;
    seen.add(key(row));
    rows.push(row);
  }
  return rows;
}

async function insertInBatches<R>(rows: R[], insert: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export interface DemoPersonnelCounts {
  /** Registered personnel to create (default DEMO_REGISTERED_COUNT); `npm run bench:records` asks for 10,000. */
  registered?: number;
  /** Other personnel to create (default DEMO_OTHER_COUNT). */
  other?: number;
}

/**
 * Demo registered and other personnel for the demo enterprise; deterministic, and only added to a
 * list that is still empty, so restarts never duplicate them. Non-production only (see main.ts).
 * A larger `counts.registered` starts with the same rows as the default and continues the sequence.
 */
export async function seedDemoPersonnel(db: Db, counts: DemoPersonnelCounts = {}): Promise<void> {
  const { registered: registeredCount = DEMO_REGISTERED_COUNT, other: otherCount = DEMO_OTHER_COUNT } = counts;
  const owner = await findDemoOwner(db);
  if (!owner) return;
  const audit = { entId: owner.entId, createBy: owner.userId, updateBy: owner.userId };
  await db.transaction(async (tx) => {
    const [registered] = await tx
      .select({ id: registeredPersons.id })
      .from(registeredPersons)
      .where(liveRecordsOf(registeredPersons, owner.entId))
      .limit(1);
    if (!registered) {
      const random = seededRandom(20_260_401);
      const rows = uniqueRows(registeredCount, (i) => registeredRow(random, i), (r) => `${r.idCard}/${r.regCategory}`);
      await insertInBatches(rows, (batch) =>
        tx.insert(registeredPersons).values(batch.map((r) => ({ ...r, ...audit, updateTime: r.createTime }))),
      );
    }
    const [other] = await tx
      .select({ id: otherPersons.id })
      .from(otherPersons)
      .where(liveRecordsOf(otherPersons, owner.entId))
      .limit(1);
    if (!other) {
      const rows = demoOtherPersonRows(otherCount);
      await insertInBatches(rows, (batch) => tx.insert(otherPersons).values(batch.map((r) => ({ ...r, ...audit, updateTime: r.createTime }))));
    }
  });
}
