import type { FieldConfig } from '../field-config';

/** What a field whose kind the registry lacks renders: a loud configuration error instead of a blank. */
export function UnknownKindWidget({ field }: { field: FieldConfig }) {
  return (
    <div role="alert" className="rounded-md border border-destructive bg-destructive/10 px-3 py-2 text-sm text-destructive">
      配置错误：字段“{field.label}”（{field.name}）的类型“{field.kind}”没有对应的控件。
    </div>
  );
}
