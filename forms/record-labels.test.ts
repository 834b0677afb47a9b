import { describe, expect, it } from 'vitest';
import { enterpriseInputSchema } from './enterprise.ts';
import { enterpriseUi } from './enterprise.ui.ts';
import { recordKeyLabels } from './record-labels.ts';

describe('recordKeyLabels', () => {
  it('names every key of the licence with its form label, spread keys by part and money with its unit', () => {
    const labels = recordKeyLabels(enterpriseUi.fields);
    expect([...labels.keys()].toSorted()).toEqual(Object.keys(enterpriseInputSchema.shape).toSorted());
    expect(labels.get('businessTermStart')).toBe('营业期限自');
    expect(labels.get('businessTermEnd')).toBe('营业期限至');
    expect(labels.get('prov')).toBe('所在地区（省份）');
    expect(labels.get('city')).toBe('所在地区（城市）');
    expect(labels.get('regCapital')).toBe('注册资本（万元）');
    expect(labels.get('licenseFileIds')).toBe('扫描件');
  });
});
