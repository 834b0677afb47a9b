import type { components } from '@openapi/schema.gen';

export type Message = components['schemas']['Message'];
type MessageType = components['schemas']['MessageType'];

/** Which unread count a tab shows (see api/unread-counts.ts). */
export type UnreadSource = 'all' | 'certificate' | 'expiry' | 'project' | 'member';

export interface MessageTab {
  value: string;
  label: string;
  /**
   * The paged list the tab shows: `/portal/message/list` with `type`/`isRead`, or the certificate messages
   * (`/portal/message/zsMessage`) with a `subType`.
   */
  list: { source: 'all'; type?: MessageType; isRead?: false } | { source: 'certificate'; subType?: 'expiry' };
  unread?: UnreadSource;
  /** Whether the tab offers the 待处理 / 已处理 filter of certificate messages. */
  handledStates?: true;
}

/** The message centre's tabs, in order; the first is the default and stays out of the URL. */
export const MESSAGE_TABS = [
  { value: 'all', label: '全部消息', list: { source: 'all' } },
  { value: 'unread', label: '未读', list: { source: 'all', isRead: false }, unread: 'all' },
  { value: 'certificate', label: '证书消息', list: { source: 'certificate' }, unread: 'certificate', handledStates: true },
  { value: 'expiry', label: '到期提醒', list: { source: 'certificate', subType: 'expiry' }, unread: 'expiry' },
  { value: 'project', label: '项目消息', list: { source: 'all', type: 'project' }, unread: 'project' },
  { value: 'member', label: '会员消息', list: { source: 'all', type: 'member' }, unread: 'member' },
] as const satisfies readonly MessageTab[];

/** The certificate tab's filter by handled state, as `?state=` in the URL; 待处理 is the default. */
export const HANDLED_STATES = [
  { value: 'pending', label: '待处理', isHandled: false },
  { value: 'handled', label: '已处理', isHandled: true },
  { value: 'any', label: '全部', isHandled: undefined },
] as const;
export type HandledState = (typeof HANDLED_STATES)[number];

/** The kind of a message as the lists show it. */
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  system: '系统通知',
  zs: '证书消息',
  project: '项目消息',
  member: '会员消息',
};
