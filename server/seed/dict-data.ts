import { CITY_DICTS } from './dict-data-cities.ts';
import { PROJECT_DICTS } from './dict-data-project.ts';
import { QUALIFICATION_DICTS } from './dict-data-qualification.ts';
import { REGION_DICTS } from './dict-data-regions.ts';
import { REGISTERED_PERSONNEL_DICTS } from './dict-data-registered.ts';
import { SYSTEM_DICTS } from './dict-data-system.ts';
import { WORKFORCE_DICTS } from './dict-data-workforce.ts';

/**
 * One dictionary type with its items, seeded into dict_types and dict_data.
 * Item order is display order (dict_sort).
 *
 * @example
 * { dictType: 'sys_yes_no', dictName: '系统是否', items: [{ label: '是', value: 'Y', isDefault: true }] }
 */
export interface DictSeedType {
  dictType: string;
  dictName: string;
  items: {
    label: string;
    value: string;
    listClass?: 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';
    remark?: string;
    isDefault?: boolean;
  }[];
}

/** Every dictionary the portal ships with. */
export const DICT_SEED: DictSeedType[] = [
  ...SYSTEM_DICTS,
  ...REGION_DICTS,
  ...CITY_DICTS,
  ...QUALIFICATION_DICTS,
  ...REGISTERED_PERSONNEL_DICTS,
  ...WORKFORCE_DICTS,
  ...PROJECT_DICTS,
];
