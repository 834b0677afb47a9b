import { useMemo } from 'react';
import { useDict, type DictEntry, type DictOption } from '@/lib/dict/dict-store';

/** Dictionary types of the administrative divisions (server/seed/dict-data-regions.ts, dict-data-cities.ts). */
export const PROVINCE_DICT = 'sys_province';
export const CITY_DICT = 'sys_city';

/** Spec §3 province option: a 6-digit code. */
export type ProvinceOption = DictOption;

/** Spec §3 city option; at the top level of the full tree, a province with its cities as children. */
export interface CityOption extends DictOption {
  children?: CityOption[];
}

/**
 * Province options from the dictionary entries (6-digit codes only; 000000 is the ministries entry).
 *
 * @example provinceOptions(entries) // [{ label: '部委', value: '000000' }, { label: '北京市', value: '110000' }, …]
 */
export function provinceOptions(entries: readonly DictEntry[]): ProvinceOption[] {
  return entries.filter((entry) => /^\d{6}$/.test(entry.value)).map(({ label, value }) => ({ label, value }));
}

/**
 * The cities of one province. A city entry names its province code in `remark`; without one, the first two
 * digits of the codes are compared (as the record forms do).
 */
export function citiesOfProvince(entries: readonly DictEntry[], provinceCode: string): CityOption[] {
  if (!/^\d{6}$/.test(provinceCode)) return [];
  return entries
    .filter((entry) => (entry.remark ? entry.remark === provinceCode : entry.value.slice(0, 2) === provinceCode.slice(0, 2)))
    .map(({ label, value }) => ({ label, value }));
}

/** Provinces with their cities as children, for a cascading province → city picker. */
export function provinceCityTree(provinces: readonly DictEntry[], cities: readonly DictEntry[]): CityOption[] {
  return provinceOptions(provinces).map((province) => {
    const children = citiesOfProvince(cities, province.value);
    return children.length > 0 ? { ...province, children } : { ...province };
  });
}

/**
 * Province options for selects (dictionary sys_province).
 *
 * @example const { options } = useProvinceOptions();
 */
export function useProvinceOptions(): { options: ProvinceOption[]; isLoading: boolean; isError: boolean } {
  const { options: entries, isLoading, isError } = useDict(PROVINCE_DICT);
  const options = useMemo(() => provinceOptions(entries), [entries]);
  return { options, isLoading, isError };
}

/**
 * City options (dictionary sys_city): the cities of `provinceCode`, or, without one, the whole
 * province → city tree (which also loads sys_province).
 *
 * @example const { options } = useCityOptions(watch('prov'));
 */
export function useCityOptions(provinceCode?: string): { options: CityOption[]; isLoading: boolean; isError: boolean } {
  const wholeTree = provinceCode === undefined;
  const cities = useDict(CITY_DICT);
  const provinces = useDict(wholeTree ? PROVINCE_DICT : '');
  const options = useMemo(
    () => (wholeTree ? provinceCityTree(provinces.options, cities.options) : citiesOfProvince(cities.options, provinceCode ?? '')),
    [wholeTree, provinces.options, cities.options, provinceCode],
  );
  return { options, isLoading: cities.isLoading || provinces.isLoading, isError: cities.isError || provinces.isError };
}
