import type { RecordFieldUi, RecordValues } from '@forms/record-ui';
import type { ColumnConfig } from '@/components/data-table/table-config';
import { formatCellValue } from '@/components/data-table/format-cell';
import { TableCellValue } from '@/components/data-table/table-cell-value';
import type { FieldConfig, UploadedFileRef } from '@/components/schema/field-config';
import { UploadFileItem } from '@/components/schema/widgets/upload-file-item';
import { useDict } from '@/lib/dict/dict-store';
import { CITY_DICT, PROVINCE_DICT } from '@/lib/dict/region-options';

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

// A region as 省份 城市 names; a spread region keeps prov and city on the record itself.
function RegionText({ field, record }: { field: RecordFieldUi; record: RecordValues }) {
  const value = (field.spreadKeys ? record : record[field.name]) as RecordValues | undefined;
  const provinces = useDict(PROVINCE_DICT);
  const cities = useDict(CITY_DICT);
  const text = (key: 'prov' | 'city') => (typeof value?.[key] === 'string' ? value[key] : '');
  return <>{[provinces.labelOf(text('prov')), cities.labelOf(text('city'))].filter(Boolean).join(' ')}</>;
}

function FileList({ field, files }: { field: DetailField; files: UploadedFileRef[] }) {
  if (files.length === 0) return <span className="text-muted-foreground">暂无{field.label}</span>;
  return (
    <ul aria-label={field.label} className="grid gap-2 sm:grid-cols-2">
      {files.map((file) => (
        <UploadFileItem key={file.id} file={file} fetchFile={field.fetchFile} />
      ))}
    </ul>
  );
}

/** A field as a details page takes it: an upload field may carry its `fetchFile` (see withAttachmentCalls). */
export type DetailField = RecordFieldUi & Pick<FieldConfig, 'fetchFile'>;

/**
 * A field's value on a details page: formatted like a table cell (an ID number unmasked, for its owner), a region
 * as its names, a child list as a small table, an upload field's files with preview and download. An empty value shows
 * the field's `emptyText` (e.g. 长期), money its unit.
 */
export function DetailFieldValue({ field, record }: { field: DetailField; record: RecordValues }) {
  const value = record[field.name];
  if (field.emptyText && (value === null || value === undefined || value === '')) return <span className="text-muted-foreground">{field.emptyText}</span>;
  if (field.kind === 'money' && typeof value === 'number') return <>{`${formatCellValue(value, 'money')} ${field.unit ?? '元'}`}</>;
  if (field.kind === 'region') return <RegionText field={field} record={record} />;
  // The page resolves an upload field's stored ids to file refs before showing the record.
  if (field.kind === 'upload') return <FileList field={field} files={Array.isArray(value) ? (value as UploadedFileRef[]).filter((file) => typeof file === 'object') : []} />;
  if (field.displayKey) return <>{String(record[field.displayKey] ?? value ?? '')}</>;
  if (field.options) return <>{field.options.find((option) => option.value === value)?.label ?? String(value ?? '')}</>;
  if (field.kind === 'children') return <ChildTable field={field} rows={Array.isArray(value) ? (value as RecordValues[]) : []} />;
  return <TableCellValue column={asColumn(field)} value={value} />;
}
