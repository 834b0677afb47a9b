import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecordUiConfig, RecordValues } from '@forms/record-ui';
import { toast } from '@/lib/toast';
import { useRecordMutations, useRecordQuery } from './api/record-api';
import { withAttachmentCalls } from './attachment-fields';
import { recordFormValues, withEmptyChildLists } from './record-values';
import { useRecordFiles } from './use-record-files';
import { RecordForm } from './record-form';
import { RecordLoadState } from './record-load-state';

interface RecordFormPageProps {
  config: RecordUiConfig;
  /** The record to edit; null creates one. */
  id: string | null;
  onCancel: () => void;
  /** After a save; the page replaces the form's history entry, so browser back does not reopen it. */
  onSaved: () => void;
}

/**
 * 新增/编辑 a record: loads it when editing, saves through the contract's create or update operation. `&focus=<field>`
 * in the URL (a reminder's 去处理) focuses that field once the record has loaded.
 */
export function RecordFormPage({ config, id, onCancel, onSaved }: RecordFormPageProps) {
  const record = useRecordQuery(config.operations, id);
  const fields = useMemo(() => withAttachmentCalls(config.fields), [config.fields]);
  // Upload fields hold file ids; the form shows the files.
  const data = useRecordFiles(fields, record.data, record.data?.id);
  const { save } = useRecordMutations(config.operations);
  const focusField = useSearchParams()[0].get('focus');
  const title = `${id ? '编辑' : '新增'}${config.noun}`;
  const submit = async (values: RecordValues) => {
    await save.mutateAsync({ id, values: id ? withEmptyChildLists(config, values) : values });
    toast.success('保存成功');
    onSaved();
  };
  return (
    <section aria-labelledby="record-form-title" className="grid min-w-0 gap-4">
      <h1 id="record-form-title" className="text-xl font-semibold">
        {title}
      </h1>
      {id && !data ? (
        <RecordLoadState error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <RecordForm
          key={id ?? 'new'}
          config={{ ...config, fields }}
          title={title}
          defaultValues={recordFormValues(config, data)}
          record={data}
          onSubmit={submit}
          onCancel={onCancel}
          focusField={focusField}
        />
      )}
    </section>
  );
}
