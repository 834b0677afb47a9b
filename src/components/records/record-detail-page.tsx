import { useMemo } from 'react';
import type { RecordUiConfig } from '@forms/record-ui';
import { Button } from '@/components/ui/button';
import { useRecordQuery } from './api/record-api';
import { withAttachmentCalls } from './attachment-fields';
import { useRecordFiles } from './use-record-files';
import type { RecordView } from './use-record-view';
import { RecordFieldSections } from './record-field-sections';
import { RecordLoadState } from './record-load-state';

interface RecordDetailPageProps {
  config: RecordUiConfig;
  id: string;
  onOpen: (view: RecordView) => void;
}

/** One record's details, grouped by the form's sections, with 返回列表 and (when it can be updated) 编辑. */
export function RecordDetailPage({ config, id, onOpen }: RecordDetailPageProps) {
  const record = useRecordQuery(config.operations, id);
  const fields = useMemo(() => withAttachmentCalls(config.fields), [config.fields]);
  // Upload fields hold file ids; the details list the files by name.
  const data = useRecordFiles(fields, record.data, record.data?.id);
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
        <RecordFieldSections fields={fields} sections={config.sections} record={data} />
      )}
    </section>
  );
}
