import type { RecordValues } from '@forms/record-ui';
import { useDict } from '@/lib/dict/dict-store';
import { CITY_DICT, PROVINCE_DICT } from '@/lib/dict/region-options';
import { displayedValue, type DisplayProps } from './display-props';

/** kind `region`: 省份 城市 as names. */
export function RegionDisplay(props: DisplayProps) {
  const value = displayedValue(props) as RecordValues | undefined;
  const provinces = useDict(PROVINCE_DICT);
  const cities = useDict(CITY_DICT);
  const code = (key: 'prov' | 'city') => (typeof value?.[key] === 'string' ? value[key] : '');
  return <>{[provinces.labelOf(code('prov')), cities.labelOf(code('city'))].filter(Boolean).join(' ')}</>;
}
