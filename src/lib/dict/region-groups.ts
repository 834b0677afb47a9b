/** Spec §9: the region groups of the province selector, in display order. */
export const REGION_GROUPS = ['全国', '部委', '华北', '东北', '华东', '华中', '华南', '西南', '西北'] as const;

export type RegionGroup = (typeof REGION_GROUPS)[number];

/** Spec §9: the empty province value means nationwide; 000000 is the ministries group. */
export const NATIONWIDE = '';
export const MINISTRIES = '000000';

// By the first two digits of the province code (GB/T 2260). 71 台湾 → 华东, 81/82 港澳 → 华南, 66 兵团 → 西北.
const GROUP_BY_PREFIX: Record<string, RegionGroup> = {
  '11': '华北', '12': '华北', '13': '华北', '14': '华北', '15': '华北',
  '21': '东北', '22': '东北', '23': '东北',
  '31': '华东', '32': '华东', '33': '华东', '34': '华东', '35': '华东', '36': '华东', '37': '华东', '71': '华东',
  '41': '华中', '42': '华中', '43': '华中',
  '44': '华南', '45': '华南', '46': '华南', '81': '华南', '82': '华南',
  '50': '西南', '51': '西南', '52': '西南', '53': '西南', '54': '西南',
  '61': '西北', '62': '西北', '63': '西北', '64': '西北', '65': '西北', '66': '西北',
};

/**
 * The region group of a province code: '' → 全国, 000000 → 部委, else by the code's first two digits.
 * Null for anything that is not a known 6-digit province code.
 *
 * @example regionGroupOf('660000') // '西北'
 */
export function regionGroupOf(provinceCode: string | null | undefined): RegionGroup | null {
  if (provinceCode === NATIONWIDE || provinceCode === null || provinceCode === undefined) return '全国';
  if (provinceCode === MINISTRIES) return '部委';
  if (!/^\d{2}0000$/.test(provinceCode)) return null;
  return GROUP_BY_PREFIX[provinceCode.slice(0, 2)] ?? null;
}

/** One group of the province selector. */
export interface RegionGroupOptions<T> {
  group: RegionGroup;
  options: T[];
}

/**
 * Groups province options by region in spec order, keeping their order within a group and leaving out empty
 * groups and unknown codes. The 全国 group holds the nationwide option `{ label: '全国', value: '' }`.
 *
 * @example groupProvincesByRegion(useProvinceOptions().options)
 */
export function groupProvincesByRegion<T extends { label: string; value: string }>(
  provinces: readonly T[],
): RegionGroupOptions<T | { label: string; value: string }>[] {
  const groups = new Map<RegionGroup, (T | { label: string; value: string })[]>([['全国', [{ label: '全国', value: NATIONWIDE }]]]);
  for (const province of provinces) {
    const group = regionGroupOf(province.value);
    if (!group || province.value === NATIONWIDE) continue;
    groups.set(group, [...(groups.get(group) ?? []), province]);
  }
  return REGION_GROUPS.filter((group) => groups.has(group)).map((group) => ({ group, options: groups.get(group)! }));
}
