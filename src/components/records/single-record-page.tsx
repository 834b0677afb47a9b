import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecordValues } from '@forms/record-ui';
import type { SingleRecordUiConfig } from '@forms/single-record-ui';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/confirm-action';
import { formatCellValue } from '@/components/data-table/format-cell';
import { toast } from '@/lib/toast';
import { useDraftQuery, useSingleRecordMutations, useSingleRecordQuery, type DraftValues } from './api/single-record-api';
import { withAttachmentCalls } from './attachment-fields';
import { recordFormValues } from './record-values';
import { spreadValues } from './spread-fields';
import { focusHeading, useFocusHeadingOnChange } from './use-focus-heading';
import { useRecordFiles } from './use-record-files';
import { ChangelogTable } from './changelog-table';
import { RecordFieldSections } from './record-field-sections';
import { RecordForm } from './record-form';
import { RecordLoadState } from './record-load-state';

/**
 * The page's view in the URL: `?mode=edit` is the form (`&draft=1` opened from the draft, `&focus=<field>` from a
 * reminder's 去处理); none is the details.
 */
function useSingleRecordView() {
  const [params, setParams] = useSearchParams();
  const editing = params.get('mode') === 'edit';
  const fromDraft = editing && params.get('draft') === '1';
  const focusField = editing ? params.get('focus') : null;
  const show = (next: { editing: boolean; fromDraft?: boolean }, options: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        result.delete('mode');
        result.delete('draft');
        result.delete('focus');
        if (next.editing) result.set('mode', 'edit');
        if (next.editing && next.fromDraft) result.set('draft', '1');
        return result;
      },
      // A saved form's entry is replaced: browser back then skips it instead of reopening the form.
      { replace: options.replace },
    );
  return { editing, fromDraft, focusField, show };
}

function DraftNotice({ draft, onResume, onDiscard, resumed }: { draft: DraftValues; onResume?: () => void; onDiscard: () => Promise<unknown>; resumed: boolean }) {
  const savedAt = formatCellValue(draft.updateTime, 'datetime');
  return (
    <div role="region" aria-label="草稿" className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <span className="min-w-0 flex-1">
        {resumed ? '正在编辑暂存的草稿' : '您有一份未提交的草稿'}
        {savedAt ? `（暂存于 ${savedAt}）` : ''}
        {resumed ? '，保存后草稿自动删除。' : '，可以继续编辑。'}
      </span>
      {onResume ? (
        <Button size="sm" onClick={onResume}>
          继续编辑草稿
        </Button>
      ) : null}
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm">
            放弃草稿
          </Button>
        }
        title="放弃草稿"
        description="放弃后草稿中的内容将无法恢复，确定放弃吗？"
        onConfirm={onDiscard}
        confirmRemovesTrigger
      />
    </div>
  );
}

/**
 * The whole UI of a record type an enterprise has one of (e.g. the business licence) at its route: the details
 * (or an empty state) with the change history, and the form, with a resumable draft. Driven by the config only.
 *
 * @example <SingleRecordPage config={enterpriseUi} title="营业执照信息" />
 */
export function SingleRecordPage({ config, title }: { config: SingleRecordUiConfig; title: string }) {
  const { editing, fromDraft } = useSingleRecordView();
  // 编辑, 取消 and 保存 swap the details and the form in place; focus follows to the new heading.
  const container = useFocusHeadingOnChange(`${editing}:${fromDraft}`);
  return (
    <div ref={container} className="min-w-0">
      <SingleRecordView config={config} title={title} focusTop={() => focusHeading(container.current)} />
    </div>
  );
}

function SingleRecordView({ config, title, focusTop }: { config: SingleRecordUiConfig; title: string; focusTop: () => void }) {
  const { editing, fromDraft, focusField, show } = useSingleRecordView();
  const fields = useMemo(() => withAttachmentCalls(config.fields), [config.fields]);
  const record = useSingleRecordQuery(config.operations);
  const draft = useDraftQuery(config.operations);
  const { save, saveDraft, discardDraft } = useSingleRecordMutations(config.operations);
  const current = record.data;
  // A draft link whose draft is gone (discarded in another tab) opens the record itself.
  const source = fromDraft && draft.data ? draft.data : current;
  const resolved = useRecordFiles(fields, source, current?.id);
  const discard = async () => {
    try {
      await discardDraft.mutateAsync();
    } finally {
      // The draft notice (and its 放弃草稿 button) is gone; the page heading takes focus.
      focusTop();
    }
    toast.success('草稿已放弃');
    if (fromDraft) show({ editing: true });
  };

  if (record.data === undefined || (editing && fromDraft && draft.data === undefined)) {
    return (
      <section aria-label={title} className="grid gap-4">
        <h1 className="text-xl font-semibold">{title}</h1>
        <RecordLoadState error={record.error ?? draft.error} onRetry={() => void Promise.all([record.refetch(), draft.refetch()])} />
      </section>
    );
  }

  if (editing) {
    const heading = `${current ? '编辑' : '填写'}${config.noun}`;
    const submit = async (values: RecordValues) => {
      await save.mutateAsync({ id: current?.id ?? null, values });
      toast.success('保存成功');
      show({ editing: false }, { replace: true });
    };
    const keepDraft = async (values: RecordValues) => {
      await saveDraft.mutateAsync(spreadValues(config, values));
      toast.success('草稿已暂存，下次打开可继续编辑');
    };
    return (
      <section aria-labelledby="single-record-form-title" className="grid min-w-0 gap-4">
        <h1 id="single-record-form-title" className="text-xl font-semibold">
          {heading}
        </h1>
        {draft.data ? (
          <DraftNotice draft={draft.data} resumed={fromDraft} onResume={fromDraft ? undefined : () => show({ editing: true, fromDraft: true })} onDiscard={discard} />
        ) : null}
        {resolved === undefined ? (
          <RecordLoadState error={null} onRetry={() => undefined} />
        ) : (
          <RecordForm
            key={fromDraft ? 'draft' : (current?.id ?? 'new')}
            config={{ ...config, fields }}
            title={heading}
            defaultValues={recordFormValues({ fields }, resolved)}
            onSubmit={submit}
            onSaveDraft={config.operations.draft ? keepDraft : undefined}
            onCancel={() => show({ editing: false })}
            focusField={focusField}
          />
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="single-record-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="single-record-title" className="text-xl font-semibold">
          {title}
        </h1>
        <Button onClick={() => show({ editing: true })}>{current ? '编辑' : `填写${config.noun}`}</Button>
      </div>
      {draft.data ? <DraftNotice draft={draft.data} resumed={false} onResume={() => show({ editing: true, fromDraft: true })} onDiscard={discard} /> : null}
      {!current ? (
        <div className="grid justify-items-center gap-3 rounded-md border border-dashed bg-card px-4 py-10 text-center">
          <p className="text-muted-foreground">尚未填写{config.noun}，填写后才能进行数据校验和资质办理。</p>
          <Button onClick={() => show({ editing: true })}>填写{config.noun}</Button>
        </div>
      ) : (
        <>
          {resolved ? <RecordFieldSections fields={fields} sections={config.sections} record={resolved} /> : <RecordLoadState error={null} onRetry={() => undefined} />}
          {config.operations.changelogs ? <ChangelogTable operations={config.operations} /> : null}
        </>
      )}
    </section>
  );
}
