import type { RecordFieldUi, RecordValues } from '@forms/record-ui';
import type { ColumnConfig } from '@/components/data-table/table-config';
import { TableCellValue } from '@/components/data-table/table-cell-value';

const FORMATS: Partial<Record<string, ColumnConfig['format']>> = { 'dict-select': 'dict', date: 'date', money: 'money' };

function asColumn(field: RecordFieldUi): ColumnConfig {
  return { id: field.name, header: field.label, format: FORMATS[field.kind], dictType: field.dictType };
}

// A spread field (e.g. a qualification) keeps its keys on the row itself; its text is the chosen name.
function ChildCell({ field, row }: { field: RecordFieldUi; row: RecordValues }) {
  if (field.kind === 'qualification') {
    const value = field.spreadKeys ? row : (row[field.name] as RecordValues | undefined);
    return <>{typeof value?.itemName === 'string' ? value.itemName : ''}</>;
  }
  return <TableCellValue column={asColumn(field)} value={row[field.name]} />;
}

function ChildTable({ field, rows }: { field: RecordFieldUi; rows: RecordValues[] }) {
  const childFields = field.childFields ?? [];
  if (rows.length === 0) return <span className="text-muted-foreground">暂无{field.label}</span>;
  return (
    <div className="overflow-x-auto">
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
                  <ChildCell field={child} row={row} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A field's value on a details page: formatted like a table cell, a child list as a small table. */
export function DetailFieldValue({ field, record }: { field: RecordFieldUi; record: RecordValues }) {
  const value = record[field.name];
  if (field.kind === 'children') return <ChildTable field={field} rows={Array.isArray(value) ? (value as RecordValues[]) : []} />;
  return <TableCellValue column={asColumn(field)} value={value} />;
}
