import { $api } from '@/api/queries';
import type { components } from '@openapi/schema.gen';
import { selectClass } from './select-class';
import type { WidgetProps } from './widget-props';

type Category = components['schemas']['ZzbzCategory'];
type TreeNode = components['schemas']['ZzbzNode'];

/** A qualification value: the CertificateItemEntry fields the standard tree decides (records.yaml). */
export interface QualificationValue {
  category: Category;
  typeCode: string;
  subCode: string | null;
  /** The chosen node's label, e.g. 建筑工程施工总承包. */
  itemName: string;
}

const CATEGORIES: [Category, string][] = [['01', '勘察'], ['02', '设计'], ['03', '施工'], ['04', '监理']];

function qualificationOf(value: unknown): Partial<QualificationValue> {
  return value && typeof value === 'object' ? (value as Partial<QualificationValue>) : {};
}

/**
 * A qualification item's name as certificates print it: 建筑工程施工总承包, 地基基础工程专业承包; for the
 * survey, design and supervision types the type comes first: 工程设计建筑行业, 工程监理房屋建筑工程.
 */
export function itemNameOf(type: Pick<TreeNode, 'label'>, sub?: Pick<TreeNode, 'label'>): string {
  if (!sub) return type.label.replace(/资质$/, '');
  const kind = type.label.replace(/(行业|专业|综合|事务所)?资质$/, '');
  if (sub.label.includes(kind)) return sub.label;
  return /^工程(勘察|设计|监理)/.test(kind) ? `${kind}${sub.label}` : `${sub.label}${kind}`;
}

/**
 * kind `qualification`: category → qualification type → optional specialty, from the standard tree
 * (getZzbzTree, cached with the header menu's query). `qualificationCategory` fixes the category.
 */
export function QualificationWidget({ id, labelId, field, value, onChange, onBlur, inputRef, disabled, invalid, describedBy }: WidgetProps) {
  const current = qualificationOf(value);
  const category = field.qualificationCategory ?? current.category;
  const tree = $api.useQuery('get', '/portal/api/zzbz/tree', {}, { staleTime: 30 * 60_000, select: (response) => response.data });
  const types = (tree.data ?? []).filter((node) => node.category === category);
  const type = types.find((node) => node.code === current.typeCode);
  const sub = type?.children.find((node) => node.subcode === current.subCode);
  const choose = (node: TreeNode | undefined, parent?: TreeNode) =>
    onChange(
      node
        ? { category: node.category, typeCode: (parent ?? node).code, subCode: parent ? (node.subcode ?? null) : null, itemName: itemNameOf(parent ?? node, parent ? node : undefined) }
        : { category },
    );
  // '资质' as the field label would read 资质类别.
  const prefix = field.label.replace(/资质$/, '');
  const common = { disabled, onBlur, className: selectClass, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <div role="group" aria-labelledby={labelId} aria-busy={tree.isLoading || undefined} className="grid gap-2 sm:grid-cols-3">
      <select
        {...common}
        id={id}
        ref={inputRef}
        disabled={disabled || Boolean(field.qualificationCategory)}
        aria-label={`${prefix}资质类别`}
        value={category ?? ''}
        onChange={(event) => onChange(event.target.value ? { category: event.target.value } : undefined)}
      >
        <option value="">请选择类别</option>
        {CATEGORIES.map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
      <select
        {...common}
        disabled={disabled || !category}
        aria-label={`${prefix}资质类型`}
        value={type?.id ?? ''}
        onChange={(event) => choose(types.find((node) => node.id === event.target.value))}
      >
        <option value="">{tree.isLoading ? '加载中…' : '请选择资质类型'}</option>
        {types.map((node) => (
          <option key={node.id} value={node.id}>
            {node.label}
          </option>
        ))}
      </select>
      <select
        {...common}
        disabled={disabled || !type?.children.length}
        aria-label={`${prefix}专业类别`}
        value={sub?.id ?? ''}
        onChange={(event) => {
          const child = type?.children.find((node) => node.id === event.target.value);
          choose(child ?? type, child ? type : undefined);
        }}
      >
        <option value="">{type?.children.length ? '不选专业' : '无专业类别'}</option>
        {type?.children.map((node) => (
          <option key={node.id} value={node.id}>
            {node.label}
          </option>
        ))}
      </select>
    </div>
  );
}
