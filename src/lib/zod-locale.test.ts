import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectInputSchema } from '@forms/project';
import { installZodLocale } from './zod-locale';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('installZodLocale', () => {
  beforeAll(installZodLocale);
  // The unit project shares its process with server tests, which expect zod's defaults.
  afterAll(() => z.config({ customError: undefined, localeError: z.locales.en().localeError }));

  it('puts the common built-in checks into Chinese', () => {
    expect(messages(z.string().max(3), 'abcd')).toEqual(['不能超过 3 个字符']);
    expect(messages(z.string().min(1), '')).toEqual(['不能为空']);
    expect(messages(z.number().max(10), 11)).toEqual(['不能大于 10']);
    expect(messages(z.iso.date(), '2026-13-01')).toEqual(['请输入正确的日期']);
    expect(messages(z.enum(['男', '女']), '未知')).toEqual(['请从 男、女 中选择']);
    expect(messages(z.object({ a: z.string() }), {})).toEqual(['不能为空']);
  });

  it('keeps the schemas’ own messages and falls back to zod’s zh-CN locale', () => {
    const project = { projectName: '项目', projectCode: 'P-1', projectType: 'building', prov: '110000', city: '310100', contractAmount: 1, startDate: '2026-01-01', entRole: 'epc', stage: 'in_progress' };
    expect(messages(projectInputSchema, project)).toEqual(['项目所在城市不属于所选省份']);
    expect(messages(z.strictObject({}), { extra: 1 })?.[0]).toMatch(/[\u4e00-\u9fff]/);
  });
});
