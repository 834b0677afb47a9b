import type { RecordFieldUi } from './record-ui.ts';

// The part of a spread widget's value each of its keys holds, e.g. a region's prov is its 省份.
const SPREAD_PART_LABELS: Readonly<Record<string, string>> = {
  prov: '省份',
  city: '城市',
  category: '资质类别',
  typeCode: '资质类型',
  subCode: '专业',
  itemName: '资质名称',
};

/**
 * The label of every record key a form writes, in form order, taken from the form's field labels: a spread
 * field's keys are named by their part (所在地区（省份）), a money amount by its unit (注册资本（万元）). For
 * anything that names a record's keys to a reader, such as a change history.
 *
 * @example recordKeyLabels(enterpriseUi.fields).get('businessTermStart') // '营业期限自'
 */
export function recordKeyLabels(fields: readonly RecordFieldUi[]): Map<string, string> {
  return new Map(
    fields.flatMap((field): [string, string][] => {
      if (field.spreadKeys) return field.spreadKeys.map((key) => [key, `${field.label}（${SPREAD_PART_LABELS[key] ?? key}）`]);
      return [[field.name, field.unit ? `${field.label}（${field.unit}）` : field.label]];
    }),
  );
}
