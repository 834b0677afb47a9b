import { describe, expect, it } from 'vitest';
import { REGION_DICTS } from '../../../server/seed/dict-data-regions.ts';
import { groupProvincesByRegion, REGION_GROUPS, regionGroupOf } from './region-groups';

// Every province code of the seed dictionary (server/seed/dict-data-regions.ts) with its region group.
const PROVINCES: [string, string][] = [
  ['000000', '部委'],
  ['110000', '华北'], ['120000', '华北'], ['130000', '华北'], ['140000', '华北'], ['150000', '华北'],
  ['210000', '东北'], ['220000', '东北'], ['230000', '东北'],
  ['310000', '华东'], ['320000', '华东'], ['330000', '华东'], ['340000', '华东'], ['350000', '华东'], ['360000', '华东'],
  ['370000', '华东'], ['710000', '华东'],
  ['410000', '华中'], ['420000', '华中'], ['430000', '华中'],
  ['440000', '华南'], ['450000', '华南'], ['460000', '华南'], ['810000', '华南'], ['820000', '华南'],
  ['500000', '西南'], ['510000', '西南'], ['520000', '西南'], ['530000', '西南'], ['540000', '西南'],
  ['610000', '西北'], ['620000', '西北'], ['630000', '西北'], ['640000', '西北'], ['650000', '西北'], ['660000', '西北'],
];

describe('regionGroupOf', () => {
  it('lists the nine groups in spec order', () => {
    expect(REGION_GROUPS).toEqual(['全国', '部委', '华北', '东北', '华东', '华中', '华南', '西南', '西北']);
  });

  it.each(PROVINCES)('%s → %s', (code, group) => {
    expect(regionGroupOf(code)).toBe(group);
  });

  it("maps '' (nationwide) to 全国, and the Xinjiang corps to 西北", () => {
    expect(regionGroupOf('')).toBe('全国');
    expect(regionGroupOf(undefined)).toBe('全国');
    expect(regionGroupOf('660000')).toBe('西北');
  });

  it('agrees with the group each seeded sys_province entry names in its remark', () => {
    const seeded = REGION_DICTS.find((dict) => dict.dictType === 'sys_province')?.items ?? [];
    expect(seeded.length).toBeGreaterThan(30);
    for (const item of seeded) expect([item.value, regionGroupOf(item.value)]).toEqual([item.value, item.remark]);
  });

  it.each(['110100', '990000', '1100', 'abcdef', '00000', '0000000', '910000'])('%s is not a province', (code) => {
    expect(regionGroupOf(code)).toBeNull();
  });
});

describe('groupProvincesByRegion', () => {
  it('groups in spec order, keeps order within a group, adds 全国 and drops unknown codes', () => {
    const options = [
      { label: '新疆生产建设兵团', value: '660000' },
      { label: '北京市', value: '110000' },
      { label: '部委', value: '000000' },
      { label: '河北省', value: '130000' },
      { label: '无效', value: '999999' },
      { label: '广东省', value: '440000' },
    ];
    expect(groupProvincesByRegion(options)).toEqual([
      { group: '全国', options: [{ label: '全国', value: '' }] },
      { group: '部委', options: [{ label: '部委', value: '000000' }] },
      { group: '华北', options: [{ label: '北京市', value: '110000' }, { label: '河北省', value: '130000' }] },
      { group: '华南', options: [{ label: '广东省', value: '440000' }] },
      { group: '西北', options: [{ label: '新疆生产建设兵团', value: '660000' }] },
    ]);
  });

  it('gives every seeded province a group', () => {
    const groups = groupProvincesByRegion(PROVINCES.map(([value]) => ({ label: value, value })));
    expect(groups.map((group) => group.group)).toEqual(REGION_GROUPS);
    expect(groups.flatMap((group) => group.options)).toHaveLength(PROVINCES.length + 1);
  });
});
