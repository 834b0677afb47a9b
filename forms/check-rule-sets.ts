import { certificateChecks, certificateItemChecks } from './certificate.rules.ts';
import type { CheckRuleSet } from './check-rules.ts';
import { enterpriseChecks } from './enterprise.rules.ts';
import { otherPersonChecks } from './other-person.rules.ts';
import { performanceChecks } from './performance.rules.ts';
import { projectChecks } from './project.rules.ts';
import { registeredPersonChecks } from './registered-person.rules.ts';

type AnySet = CheckRuleSet<{ id: string }>;
const set = <R extends { id: string }>(s: CheckRuleSet<R>) => s as unknown as AnySet;

/** Every record type's check rules, in the order a full check reports them. */
export const CHECK_RULE_SETS = {
  license: set(enterpriseChecks),
  certificate: set(certificateChecks),
  certificateItem: set(certificateItemChecks),
  registeredPerson: set(registeredPersonChecks),
  otherPerson: set(otherPersonChecks),
  project: set(projectChecks),
  performance: set(performanceChecks),
} as const;

const titles = new Map(Object.values(CHECK_RULE_SETS).flatMap((s) => s.rules.map((rule) => [rule.code, rule.title] as const)));

/** A check rule's title by its code, or undefined for a code no rule has. */
export function checkRuleTitle(code: string): string | undefined {
  return titles.get(code);
}
