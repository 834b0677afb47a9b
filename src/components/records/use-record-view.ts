import { useSearchParams } from 'react-router-dom';

/** Which view of a record page shows: the list, a form, or one record's details. */
export type RecordView = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; id: string } | { mode: 'detail'; id: string };

/**
 * The record page's view, kept in the URL next to the list's own params: `?mode=create`,
 * `?mode=edit&id=…` (`&focus=<field>` from a reminder), `?id=…` (details); no params is the list. Going back to the list keeps its filters.
 */
export function useRecordView() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const mode = params.get('mode');
  const view: RecordView =
    mode === 'create' ? { mode: 'create' } : id && mode === 'edit' ? { mode: 'edit', id } : id ? { mode: 'detail', id } : { mode: 'list' };
  // `replace` for leaving a saved form: browser back then skips the form instead of reopening it.
  const open = (next: RecordView, options: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        result.delete('mode');
        result.delete('id');
        // A reminder's field to focus belongs to the form it opened, not to the next view.
        result.delete('focus');
        if (next.mode !== 'list' && next.mode !== 'detail') result.set('mode', next.mode);
        if ('id' in next) result.set('id', next.id);
        return result;
      },
      { replace: options.replace },
    );
  return { view, open };
}
