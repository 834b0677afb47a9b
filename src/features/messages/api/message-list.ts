import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '@openapi/schema.gen';
import { $api } from '@/api/queries';
import type { HandledState, MessageTab } from '../message-tabs';

type Message = components['schemas']['Message'];

// Module scope, so the rows keep their identity between renders.
const pageOf = (response: { rows?: Message[]; total: number }): { rows: Message[]; total: number } => ({ rows: response.rows ?? [], total: response.total });

/**
 * One page of a tab's messages, newest first: `/portal/message/list` or, for the certificate tabs,
 * `/portal/message/zsMessage` (with the handled state where the tab offers it). The previous page stays on screen
 * while the next loads.
 */
export function useMessageList(tab: MessageTab, handledState: HandledState, page: { pageNum: number; pageSize: number }) {
  const { list } = tab;
  const certificate = list.source === 'certificate';
  const isHandled = tab.handledStates ? handledState.isHandled : undefined;
  const options = { placeholderData: keepPreviousData, select: pageOf };
  const certificateQuery = {
    ...page,
    ...(list.source === 'certificate' && list.subType ? { subType: list.subType } : {}),
    ...(isHandled === undefined ? {} : { isHandled }),
  };
  const allQuery = { ...page, ...(list.source === 'all' ? { ...(list.type ? { type: list.type } : {}), ...(list.isRead === false ? { isRead: false } : {}) } : {}) };
  const certificates = $api.useQuery('get', '/portal/message/zsMessage', { params: { query: certificateQuery } }, { ...options, enabled: certificate });
  const all = $api.useQuery('get', '/portal/message/list', { params: { query: allQuery } }, { ...options, enabled: !certificate });
  return certificate ? certificates : all;
}
