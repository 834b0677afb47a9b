import { describe, expect, it } from 'vitest';
import { certificateChecks, certificateItemChecks } from '@forms/certificate.rules';
import { enterpriseChecks } from '@forms/enterprise.rules';
import { otherPersonChecks } from '@forms/other-person.rules';
import { performanceChecks } from '@forms/performance.rules';
import { projectChecks } from '@forms/project.rules';
import { registeredPersonChecks } from '@forms/registered-person.rules';
import { diffText, durationText, RULE_TITLES, ruleTitle, runSummary, scopeText } from './check-labels';
import { dictCodesText } from './dict-codes';

const CHECK_SETS = [enterpriseChecks, certificateChecks, certificateItemChecks, registeredPersonChecks, otherPersonChecks, performanceChecks, projectChecks];

describe('check labels', () => {
  it('titles every check rule the record types declare, and no other', () => {
    const codes = CHECK_SETS.flatMap((set) => set.rules.map((rule) => rule.code));
    expect(Object.keys(RULE_TITLES).sort()).toEqual([...codes].sort());
  });

  it('names an unknown rule by its record type and name', () => {
    expect(ruleTitle('registeredPerson.certExpired')).toBe('注册证书已过期');
    expect(ruleTitle('project.somethingNew')).toBe('监管平台项目：somethingNew');
    expect(ruleTitle('odd')).toBe('odd');
  });

  it('says a run’s scope, comparison, duration and outcome in words', () => {
    expect(scopeText({})).toBe('全部');
    expect(scopeText({ personIds: ['a', 'b'] })).toBe('2 名人员');
    expect(scopeText({ projectIds: ['a'] })).toBe('1 个项目');
    expect(diffText({ added: 3, resolved: 1 })).toBe('新增 3 / 已解决 1');
    expect([durationText(350), durationText(1250), durationText(125_000)]).toEqual(['350 毫秒', '1.3 秒', '2 分 5 秒']);
    const run = { total: 10, passed: 7, failed: 3, errors: 2, warnings: 2 };
    expect(runSummary({ key: 'personnel', totalLabel: '记录数' }, run)).toBe('记录数 10，通过 7，问题 4 个（错误 2，警告 2）');
    expect(runSummary({ key: 'personCount', totalLabel: '资质项数' }, run)).toBe('资质项数 10，满足 7，不足 3');
  });

  it('joins comma-separated dictionary codes as labels with 、', () => {
    const labels: Record<string, string> = { jzs1: '一级注册建造师', jzs2: '二级注册建造师' };
    expect(dictCodesText('jzs1, jzs2,unknown', (code) => labels[code] ?? code)).toBe('一级注册建造师、二级注册建造师、unknown');
    expect(dictCodesText(null, String)).toBe('');
  });
});
