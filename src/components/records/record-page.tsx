import type { RecordUiConfig } from '@forms/record-ui';
import { useFocusHeadingOnChange } from './use-focus-heading';
import { useRecordView } from './use-record-view';
import { RecordDetailPage } from './record-detail-page';
import { RecordFormPage } from './record-form-page';
import { RecordListPage } from './record-list-page';

/**
 * The whole UI of one record type at one route: list, form and details, chosen by the URL (see useRecordView).
 * A form the record type has no operation for (`?mode=create` without `create`) falls back to the list or details.
 *
 * @example <RecordPage config={registeredPersonUi} title="注册人员信息" />
 */
export function RecordPage({ config, title }: { config: RecordUiConfig; title: string }) {
  const { view, open } = useRecordView();
  const container = useFocusHeadingOnChange(`${view.mode}:${'id' in view ? view.id : ''}`);
  return (
    <div ref={container} className="min-w-0">
      <RecordView config={config} title={title} view={view} open={open} />
    </div>
  );
}

function RecordView({ config, title, view, open }: { config: RecordUiConfig; title: string } & ReturnType<typeof useRecordView>) {
  const toList = () => open({ mode: 'list' });
  const savedToList = () => open({ mode: 'list' }, { replace: true });
  const { create, update } = config.operations;
  switch (view.mode) {
    case 'create':
      if (!create) return <RecordListPage config={config} title={title} onOpen={open} />;
      return <RecordFormPage config={config} id={null} onCancel={toList} onSaved={savedToList} />;
    case 'edit':
      if (!update) return <RecordDetailPage config={config} id={view.id} onOpen={open} />;
      return <RecordFormPage config={config} id={view.id} onCancel={toList} onSaved={savedToList} />;
    case 'detail':
      return <RecordDetailPage config={config} id={view.id} onOpen={open} />;
    default:
      return <RecordListPage config={config} title={title} onOpen={open} />;
  }
}
