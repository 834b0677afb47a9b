import { describe, expect, it } from 'vitest';
import { CHECK_RULE_SETS } from '@forms/check-rule-sets';
import { diffText, durationText, ruleTitle, runSummary, scopeText } from './check-labels';
import { dictCodesText } from './dict-codes';

describe('check labels', () => {
  it('titles every check rule by the title its record type declares', () => {
    for (const rule of Object.values(CHECK_RULE_SETS).flatMap((set) => set.rules)) expect(ruleTitle(rule.code)).toBe(rule.title);
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
