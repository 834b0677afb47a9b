import type { EnterprisePageKey } from './enterprise-page-routes.ts';
import { fillTemplate, fixLink } from './reminder-rules.ts';

/**
 * Check rules (数据核查): what a check run finds across an enterprise's records, declared next to each record type
 * (`forms/<type>.rules.ts`) and run by one engine on the server (server/checks/). Unlike a reminder rule, a check rule
 * may read the enterprise's other records: the engine hands every rule the same loaded data.
 */

/** The record types a finding points at (contract `CheckResult.recordType`). */
export type CheckRecordType = 'license' | 'certificate' | 'certificateItem' | 'registeredPerson' | 'otherPerson' | 'project' | 'performance';
export type CheckLevel = 'error' | 'warning';

/** What every rule may read: the enterprise's live records, loaded once per run. */
export interface CheckData {
  /** Today in China's calendar (YYYY-MM-DD). */
  today: string;
  records: Partial<Record<CheckRecordType, readonly { id: string }[]>>;
  /** ID numbers of this enterprise's registered persons that another enterprise on the portal has also registered. */
  idCardsElsewhere: ReadonlySet<string>;
  /** Qualification-standard nodes that exist, as `typeCode/subCode` (empty sub-code for a type itself). */
  knownStandards: ReadonlySet<string>;
}

/** One rule of a record type `R`. */
export interface CheckRule<R> {
  /** `recordType.ruleName`; review marks refer to it, so it is stable. */
  code: string;
  /** What the rule is about, for the rule filter and the export, e.g. 项目负责人任职期间重叠. */
  title: string;
  level: CheckLevel;
  /** The field the member fixes it on, or null when the whole record is at issue. */
  field: string | null;
  /** `{name}` is a record field or a value `test` returns; `{label}` is the record's one-line name. */
  message: string;
  /** True (or values for the message) when the record breaks the rule. */
  test(record: R, data: CheckData): boolean | Record<string, string | number>;
}

export interface CheckRuleSet<R extends { id: string }> {
  recordType: CheckRecordType;
  /** The page whose form fixes the record. */
  page: EnterprisePageKey;
  /** The single-record page (the licence) opens its form without an id. */
  single?: boolean;
  label(record: R): string;
  rules: readonly CheckRule<R>[];
}

/** One finding: a rule broken by a record, with its message and the form that fixes it. */
export interface CheckFinding {
  recordType: CheckRecordType;
  recordId: string;
  recordLabel: string;
  rule: string;
  level: CheckLevel;
  message: string;
  field: string | null;
  link: string;
}

/** Every finding of `set` over the data's records of its type. */
export function runCheckSet<R extends { id: string }>(set: CheckRuleSet<R>, data: CheckData): CheckFinding[] {
  const found: CheckFinding[] = [];
  for (const record of (data.records[set.recordType] ?? []) as readonly R[]) {
    const recordLabel = set.label(record).slice(0, 200);
    for (const rule of set.rules) {
      const result = rule.test(record, data);
      if (!result) continue;
      const vars = { ...record, label: recordLabel, ...(result === true ? {} : result) };
      found.push({
        recordType: set.recordType,
        recordId: record.id,
        recordLabel,
        rule: rule.code,
        level: rule.level,
        message: fillTemplate(rule.message, vars).slice(0, 500),
        field: rule.field,
        link: fixLink(set, record.id, rule.field ?? ''),
      });
    }
  }
  return found;
}

const indexes = new WeakMap<object, Map<string, unknown>>();

/**
 * A value computed once per run's data, e.g. an index of performances by person that several rules read.
 *
 * @example const byPerson = memo(data, 'performancesByPerson', () => groupBy(rows, (r) => r.personId));
 */
export function memo<T>(data: CheckData, key: string, compute: () => T): T {
  let cache = indexes.get(data);
  if (!cache) indexes.set(data, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}

/** Rows grouped by a key. */
export function groupBy<R>(rows: readonly R[], key: (row: R) => string): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Whether two periods overlap; an open end runs to `today`. */
export function periodsOverlap(a: { start: string; end: string | null }, b: { start: string; end: string | null }, today: string): boolean {
  return a.start <= (b.end ?? today) && b.start <= (a.end ?? today);
}
