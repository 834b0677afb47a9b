import type { RecordFieldUi, RecordSectionUi, RecordValues } from '@forms/record-ui';
import { DetailFieldValue } from './detail-field-value';

function FieldList({ fields, record }: { fields: readonly RecordFieldUi[]; record: RecordValues }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.name} className={field.colSpan === 2 ? 'grid min-w-0 gap-0.5 sm:col-span-2' : 'grid min-w-0 gap-0.5'}>
          <dt className="text-sm text-muted-foreground">{field.label}</dt>
          <dd className="break-words whitespace-pre-line">
            <DetailFieldValue field={field} record={record} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A record's values as labelled fields, grouped by the form's sections (fields of no section first). */
export function RecordFieldSections({ fields, sections = [], record }: { fields: readonly RecordFieldUi[]; sections?: readonly RecordSectionUi[]; record: RecordValues }) {
  const visible = fields.filter((field) => !field.visibleWhen || field.visibleWhen(record));
  const known = new Set(sections.map((section) => section.id));
  const loose = visible.filter((field) => !field.section || !known.has(field.section));
  return (
    <>
      {loose.length > 0 ? <FieldList fields={loose} record={record} /> : null}
      {sections.map((section) => {
        const shown = visible.filter((field) => field.section === section.id);
        if (shown.length === 0) return null;
        return (
          <section key={section.id} aria-label={section.title} className="grid gap-2 rounded-md border bg-card p-4">
            <h2 className="font-semibold">{section.title}</h2>
            <FieldList fields={shown} record={record} />
          </section>
        );
      })}
    </>
  );
}
