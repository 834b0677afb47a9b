import { describe, expect, it } from 'vitest';
import { DICT_SEED, type DictSeedType } from './dict-data.ts';

const REGION_GROUPS = ['全国', '部委', '华北', '东北', '华东', '华中', '华南', '西南', '西北'];

// The 34 provincial-level divisions of GB/T 2260.
const REAL_PROVINCES = [
  '110000', '120000', '130000', '140000', '150000', '210000', '220000', '230000', '310000',
  '320000', '330000', '340000', '350000', '360000', '370000', '410000', '420000', '430000',
  '440000', '450000', '460000', '500000', '510000', '520000', '530000', '540000', '610000',
  '620000', '630000', '640000', '650000', '710000', '810000', '820000',
];

function dict(dictType: string): DictSeedType {
  const found = DICT_SEED.find((d) => d.dictType === dictType);
  if (!found) throw new Error(`missing dictionary ${dictType}`);
  return found;
}

describe('DICT_SEED', () => {
  it('has valid, unique dictionary type names', () => {
    const names = DICT_SEED.map((d) => d.dictType);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]{1,99}$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(DICT_SEED.map((d) => [d.dictType, d] as const))('%s has well-formed items', (_, d) => {
    expect(d.dictName.trim()).not.toBe('');
    expect(d.items.length).toBeGreaterThan(0);
    const values = d.items.map((i) => i.value);
    expect(new Set(values).size).toBe(values.length);
    for (const item of d.items) {
      expect(item.value.trim()).not.toBe('');
      expect(item.value.length).toBeLessThanOrEqual(100);
      expect(item.label.trim()).not.toBe('');
      expect(item.label.length).toBeLessThanOrEqual(100);
    }
    expect(d.items.filter((i) => i.isDefault).length).toBeLessThanOrEqual(1);
  });

  it('sys_region_group holds exactly the nine region groups', () => {
    expect(dict('sys_region_group').items.map((i) => i.label)).toEqual(REGION_GROUPS);
  });

  it('sys_province holds the 34 provinces, the ministries and the Xinjiang corps, each in a region group', () => {
    const items = dict('sys_province').items;
    expect(items.map((i) => i.value).sort()).toEqual([...REAL_PROVINCES, '000000', '660000'].sort());
    for (const item of items) {
      expect(item.value).toMatch(/^\d{6}$/);
      expect(REGION_GROUPS).toContain(item.remark);
    }
    const groupOf = (code: string) => items.find((i) => i.value === code)?.remark;
    expect(groupOf('000000')).toBe('部委');
    expect(groupOf('660000')).toBe('西北');
    expect(groupOf('110000')).toBe('华北');
    expect(groupOf('810000')).toBe('华南');
    expect(groupOf('710000')).toBe('华东');
  });

  it('sys_city codes sit under a province with the same two-digit prefix', () => {
    const provinces = new Set(dict('sys_province').items.map((i) => i.value));
    const cities = dict('sys_city').items;
    expect(cities.length).toBeGreaterThanOrEqual(337);
    for (const city of cities) {
      expect(city.value).toMatch(/^\d{4}00$/);
      expect(provinces).toContain(city.remark);
      expect(city.value.slice(0, 2)).toBe(city.remark?.slice(0, 2));
    }
    const mainland = REAL_PROVINCES.filter((code) => code < '700000');
    for (const code of mainland) expect(cities.some((c) => c.remark === code)).toBe(true);
  });

  it('reminder_type has exactly the seven reminder kinds', () => {
    expect(dict('reminder_type').items.map((i) => i.value)).toEqual(['yyzz', 'zzzs', 'jgptxm', 'zcry', 'qtry', 'ryyj', 'zzyc']);
  });

  it('reg_specialty remarks name registration categories', () => {
    const categories = new Set(dict('reg_category').items.map((i) => i.value));
    for (const item of dict('reg_specialty').items) {
      for (const category of (item.remark ?? '').split(',')) expect(categories).toContain(category);
    }
  });
});
