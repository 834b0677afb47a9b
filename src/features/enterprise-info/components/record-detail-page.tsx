import type { RecordFieldUi, RecordUiConfig, RecordValues } from '@forms/record-ui';
import { Button } from '@/components/ui/button';
import { useRecordQuery } from '../api/record-api';
import type { RecordView } from '../use-record-view';
import { DetailFieldValue } from './detail-field-value';
import { RecordLoadState } from './record-load-state';

interface RecordDetailPageProps {
  config: RecordUiConfig;
  id: string;
  onOpen: (view: RecordView) => void;
}

function FieldList({ fields, record }: { fields: readonly RecordFieldUi[]; record: RecordValues }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.name} className={field.colSpan === 2 ? 'grid min-w-0 gap-0.5 sm:col-span-2' : 'grid min-w-0 gap-0.5'}>
          <dt className="text-sm text-muted-foreground">{field.label}</dt>
          <dd className="break-words">
            <DetailFieldValue field={field} record={record} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One record's details, grouped by the form's sections, with 返回列表 and (when it can be updated) 编辑. */
export function RecordDetailPage({ config, id, onOpen }: RecordDetailPageProps) {
  const record = useRecordQuery(config.operations, id);
  const data = record.data;
  const sections = config.sections ?? [];
  const visible = data ? config.fields.filter((field) => !field.visibleWhen || field.visibleWhen(data)) : [];
  const known = new Set(sections.map((section) => section.id));
  const loose = visible.filter((field) => !field.section || !known.has(field.section));
  return (
    <section aria-labelledby="record-detail-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="record-detail-title" className="text-xl font-semibold">
          {config.noun}详情{data ? `：${config.title(data)}` : ''}
        </h1>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => onOpen({ mode: 'list' })}>
            返回列表
          </Button>
          {data && config.operations.update ? <Button onClick={() => onOpen({ mode: 'edit', id })}>编辑</Button> : null}
        </div>
      </div>
      {!data ? (
        <RecordLoadState error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <>
          {loose.length > 0 ? <FieldList fields={loose} record={data} /> : null}
          {sections.map((section) => {
            const fields = visible.filter((field) => field.section === section.id);
            if (fields.length === 0) return null;
            return (
              <section key={section.id} aria-label={section.title} className="grid gap-2 rounded-md border bg-card p-4">
                <h2 className="font-semibold">{section.title}</h2>
                <FieldList fields={fields} record={data} />
              </section>
            );
          })}
        </>
      )}
    </section>
  );
}
