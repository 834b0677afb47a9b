import { useCityOptions, useProvinceOptions } from '@/lib/dict/region-options';
import { selectClass } from './select-class';
import type { WidgetProps } from './widget-props';

/**
 * A region value: 6-digit province and city codes (dictionaries sys_province / sys_city), keyed as the
 * contract's records name them, so a record maps `{ prov, city }` in and out by picking the two keys.
 */
export interface RegionValue {
  prov?: string;
  city?: string;
}

function regionOf(value: unknown): RegionValue {
  return value && typeof value === 'object' ? (value as RegionValue) : {};
}

/**
 * kind `region`: a province select, then a city select listing that province's cities. Changing or clearing
 * the province clears the city; an empty pair is `undefined`.
 */
export function RegionWidget({ id, labelId, field, value, onChange, onBlur, inputRef, disabled, invalid, describedBy }: WidgetProps) {
  const { prov: province, city } = regionOf(value);
  const provinces = useProvinceOptions();
  const cities = useCityOptions(province ?? '');
  const set = (next: RegionValue) => onChange(next.prov || next.city ? next : undefined);
  const common = { disabled, onBlur, className: selectClass, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2 sm:grid-cols-2">
      <select
        {...common}
        id={id}
        ref={inputRef}
        name={`${field.name}.prov`}
        aria-label={`${field.label}省份`}
        aria-busy={provinces.isLoading || undefined}
        value={province ?? ''}
        onChange={(event) => set({ prov: event.target.value || undefined })}
      >
        <option value="">{provinces.isLoading ? '加载中…' : '请选择省份'}</option>
        {provinces.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <select
        {...common}
        disabled={disabled || !province}
        name={`${field.name}.city`}
        aria-label={`${field.label}城市`}
        aria-busy={cities.isLoading || undefined}
        value={city ?? ''}
        onChange={(event) => set({ prov: province, city: event.target.value || undefined })}
      >
        <option value="">{province ? '请选择城市' : '请先选择省份'}</option>
        {cities.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
