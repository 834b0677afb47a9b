import type { RecordValues } from '@forms/record-ui';
import type { DisplayLookup, DisplayProps } from './display-props';
import { FieldValue } from './field-value';

/**
 * kind `children`: the rows as a small table, one column per child field, each cell shown with the registry's
 * display (the registry entry passes `displayFor`, which keeps this file free of an import back into the registry).
 */
export function ChildTableDisplay({ field, record, displayFor }: DisplayProps & { displayFor: DisplayLookup }) {
  const value = record[field.name];
  const rows = Array.isArray(value) ? (value as RecordValues[]) : [];
  const childFields = field.childFields ?? [];
  if (rows.length === 0) return <span className="text-muted-foreground">暂无{field.label}</span>;
  return (
    // Focusable so a keyboard user can scroll a table wider than the screen (axe scrollable-region-focusable).
    <div role="region" aria-label={`${field.label}列表`} tabIndex={0} className="overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <table className="w-full text-sm">
        <caption className="sr-only">{field.label}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="px-2 py-1 font-medium">
              序号
            </th>
            {childFields.map((child) => (
              <th key={child.name} scope="col" className="px-2 py-1 font-medium">
                {child.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={typeof row.id === 'string' ? row.id : index} className="border-b last:border-0">
              <td className="px-2 py-1">{index + 1}</td>
              {childFields.map((child) => (
                <td key={child.name} className="px-2 py-1 break-words">
                  <FieldValue field={child} record={row} displayFor={displayFor} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
