import { enterprisePagePath, type EnterprisePageKey } from './enterprise-page-routes.ts';

/**
 * Reminder rules (信息校验提醒): what the portal reminds a member of, declared next to each record type
 * (`forms/<type>.rules.ts`, listed in forms/registry.ts) and evaluated by one engine on the server
 * (server/reminders/). A rule reads one record, plus the facts the server joins to it, and says whether it
 * reminds of something today. Rules are pure: the same record and day give the same answer.
 */

/** Reminder kinds, one per page of spec §2's reminders menu (contract `ReminderType`). */
export const REMINDER_TYPES = ['yyzz', 'zzzs', 'jgptxm', 'zcry', 'qtry', 'ryyj', 'zzyc'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

export type ReminderLevel = 'info' | 'warning' | 'danger';

/** Each kind's name and the page that lists it. */
export const REMINDER_TYPE_PAGES: Record<ReminderType, { label: string; page: EnterprisePageKey }> = {
  yyzz: { label: '营业执照', page: 'businessLicenceReminders' },
  zzzs: { label: '资质证书', page: 'certificateReminders' },
  jgptxm: { label: '监管平台项目', page: 'projectReminders' },
  zcry: { label: '注册人员', page: 'registeredPersonReminders' },
  qtry: { label: '其他人员', page: 'otherPersonReminders' },
  ryyj: { label: '人员业绩', page: 'performanceReminders' },
  zzyc: { label: '资质异常', page: 'qualificationAnomalyReminders' },
};

export const REMINDER_LEVEL_LABELS: Record<ReminderLevel, string> = { info: '提示', warning: '警告', danger: '严重' };

/** What a rule is evaluated against besides the record. */
export interface RuleContext {
  /** Today in China's calendar (YYYY-MM-DD). */
  today: string;
}

/** What one rule found on one record today. */
export interface ReminderHit {
  /**
   * Which step of the rule fired, e.g. `d30` (30 days or fewer left), `expired`, `age65` or `state`. A reminder is
   * unique on (enterprise, rule, record, threshold): moving to the next step is a new reminder, and the one before
   * is resolved.
   */
  threshold: string;
  level: ReminderLevel;
  /** The date the rule watches (an expiry, a deadline), or null. */
  dueDate: string | null;
  /** Values for the title, content and suggestion templates besides the record's own fields. */
  vars?: Record<string, string | number>;
}

/** One reminder rule of a record type `R`. */
export interface ReminderRule<R> {
  /** `recordType.ruleName`, stable: stored reminders and read marks refer to it. */
  code: string;
  type: ReminderType;
  /** The field the member fixes it on; the reminder's 去处理 link opens the record's form there. */
  field: string;
  /**
   * Templates: `{name}` is a record field or a hit's var. Every template may use `{label}` (the record's one-line
   * name), `{dueDate}` and `{daysLeft}`.
   */
  title: string;
  content: string;
  suggestion: string;
  /** Other texts for some thresholds, e.g. once a certificate has expired. */
  variants?: Record<string, Partial<Pick<ReminderRule<R>, 'title' | 'content' | 'suggestion'>>>;
  evaluate(record: R, context: RuleContext): ReminderHit | null;
}

/** The reminder rules of one record type, with how its records are named and fixed. */
export interface ReminderRuleSet<R extends { id: string }> {
  /** forms/registry.ts key. */
  recordType: string;
  /** The page whose form fixes the record. */
  page: EnterprisePageKey;
  /** The single-record page (the licence) opens its form without an id. */
  single?: boolean;
  /** The record's one-line name in reminders, e.g. a person's name. */
  label(record: R): string;
  /** Where 去处理 leads when it is not the record's own form (by default the form at the rule's field). */
  link?(record: R): string;
  /** Values the templates use besides the record's own fields, e.g. facts of a joined record. */
  vars?(record: R, context: RuleContext): Record<string, string | number>;
  rules: readonly ReminderRule<R>[];
}

/** A reminder as the engine stores it: one rule's hit on one record, with its texts filled in. */
export interface ReminderFinding {
  type: ReminderType;
  rule: string;
  recordId: string;
  threshold: string;
  level: ReminderLevel;
  title: string;
  content: string;
  suggestion: string;
  dueDate: string | null;
  /** The page path and query that open the record's form at the field. */
  link: string;
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `date` moved by whole years, e.g. a birthday's anniversary; 29 February becomes 28 February in other years. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y + years, m - 1, d));
  if (moved.getUTCMonth() !== m - 1) moved.setUTCDate(0);
  return moved.toISOString().slice(0, 10);
}

/** Fills `{name}` placeholders; an unknown or empty one becomes an empty string. */
export function fillTemplate(template: string, vars: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

/**
 * An expiry rule: warns when the watched date is at most one of `warnDays` away (the nearest step that applies),
 * and is `danger` once the date has passed. The date is the last valid day: a certificate valid to today is not
 * yet expired. A record without the date is not reminded.
 *
 * @example expiryRule<Person>({ code: 'registeredPerson.certExpiring', type: 'zcry', field: 'certValidTo', warnDays: [90, 60, 30, 7], … })
 */
export function expiryRule<R>(options: {
  code: string;
  type: ReminderType;
  field: keyof R & string;
  warnDays: readonly number[];
  title: string;
  expiredTitle: string;
  content: string;
  expiredContent: string;
  suggestion: string;
}): ReminderRule<R> {
  const steps = [...options.warnDays].sort((a, b) => a - b);
  return {
    code: options.code,
    type: options.type,
    field: options.field,
    title: options.title,
    content: options.content,
    suggestion: options.suggestion,
    variants: { expired: { title: options.expiredTitle, content: options.expiredContent } },
    evaluate(record, { today }): ReminderHit | null {
      const due = record[options.field];
      if (typeof due !== 'string' || !due) return null;
      const daysLeft = daysBetween(today, due);
      if (daysLeft < 0) return { threshold: 'expired', level: 'danger', dueDate: due, vars: { daysLeft, daysOver: -daysLeft } };
      const step = steps.find((days) => daysLeft <= days);
      return step === undefined ? null : { threshold: `d${step}`, level: 'warning', dueDate: due, vars: { daysLeft } };
    },
  };
}

/** A state rule: the record is in a state the member should fix (a missing value, an inconsistent one). */
export function stateRule<R>(options: {
  code: string;
  type: ReminderType;
  field: keyof R & string;
  level: ReminderLevel;
  title: string;
  content: string;
  suggestion: string;
  when(record: R, context: RuleContext): boolean;
  /** The date the state is about, if any (shown as the due date). */
  dueDate?(record: R): string | null | undefined;
}): ReminderRule<R> {
  return {
    code: options.code,
    type: options.type,
    field: options.field,
    title: options.title,
    content: options.content,
    suggestion: options.suggestion,
    evaluate(record, context) {
      if (!options.when(record, context)) return null;
      return { threshold: 'state', level: options.level, dueDate: options.dueDate?.(record) ?? null };
    },
  };
}

/**
 * Every reminder a rule set finds on `records` today, texts filled in. The server stores what this returns
 * (server/reminders/), so the pages and the tests see the same findings.
 */
export function findReminders<R extends { id: string }>(set: ReminderRuleSet<R>, records: readonly R[], context: RuleContext): ReminderFinding[] {
  const found: ReminderFinding[] = [];
  for (const record of records) {
    const label = set.label(record);
    for (const rule of set.rules) {
      const hit = rule.evaluate(record, context);
      if (!hit) continue;
      const daysLeft = hit.dueDate ? daysBetween(context.today, hit.dueDate) : '';
      const vars = { ...record, ...set.vars?.(record, context), label, dueDate: hit.dueDate ?? '', daysLeft, ...hit.vars };
      const texts = { title: rule.title, content: rule.content, suggestion: rule.suggestion, ...rule.variants?.[hit.threshold] };
      found.push({
        type: rule.type,
        rule: rule.code,
        recordId: record.id,
        threshold: hit.threshold,
        level: hit.level,
        title: fillTemplate(texts.title, vars).slice(0, 200),
        content: fillTemplate(texts.content, vars).slice(0, 2000),
        suggestion: fillTemplate(texts.suggestion, vars).slice(0, 2000),
        dueDate: hit.dueDate,
        link: set.link?.(record) ?? fixLink(set, record.id, rule.field),
      });
    }
  }
  return found;
}

/** The form that fixes a record's field: `/qyxx/…?mode=edit&id=…&focus=field` (the licence page has no id). */
export function fixLink(set: Pick<ReminderRuleSet<{ id: string }>, 'page' | 'single'>, recordId: string, field: string): string {
  const query = new URLSearchParams(set.single ? { mode: 'edit', focus: field } : { mode: 'edit', id: recordId, focus: field });
  return `${enterprisePagePath(set.page)}?${query.toString()}`;
}
