import { useSearchParams } from 'react-router-dom';
import { HANDLED_STATES, MESSAGE_TABS } from './message-tabs';

/**
 * The message centre's tab (`?tab=unread`; none is 全部消息) and the certificate tab's handled state
 * (`?state=handled`; none is 待处理), both in the URL. Changing either goes back to page 1.
 */
export function useMessageTab() {
  const [params, setParams] = useSearchParams();
  const tab = MESSAGE_TABS.find((candidate) => candidate.value === params.get('tab')) ?? MESSAGE_TABS[0];
  const handledState = HANDLED_STATES.find((candidate) => candidate.value === params.get('state')) ?? HANDLED_STATES[0];
  const change = (name: 'tab' | 'state', value: string, fallback: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('pageNum');
      if (name === 'tab') next.delete('state');
      if (value === fallback) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return {
    tab,
    handledState,
    setTab: (value: string) => change('tab', value, MESSAGE_TABS[0].value),
    setHandledState: (value: string) => change('state', value, HANDLED_STATES[0].value),
  };
}
