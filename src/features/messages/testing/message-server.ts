import type { components } from '@openapi/schema.gen';
import { http, server } from '@/testing/msw-server';

type Message = components['schemas']['Message'];
type MessagePhone = components['schemas']['MessagePhone'];

let nextId = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;

/** A message as the contract sends it: unread system notice unless overridden. */
export function message(overrides: Partial<Message> = {}): Message {
  const zs = overrides.type === 'zs';
  return {
    id: uuid(),
    type: 'system',
    subType: zs ? 'other' : null,
    title: '注册人员证书即将到期',
    content: '张三的注册证书将于 30 天后到期，请及时办理延续注册。',
    bizId: null,
    link: '/qyxx/zcry/ryxx',
    isRead: false,
    isHandled: zs ? false : null,
    createTime: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A bound phone as the list sends it (masked). */
export function phone(phonenumber = '138****8000'): MessagePhone {
  return { uuid: uuid(), phonenumber, createTime: '2026-03-01T08:00:00.000Z' };
}

const ok = { code: 200, msg: '操作成功' };

/** Every call the fake server answered: method, path and query string (e.g. `GET /portal/message/list?isRead=false`). */
export type Calls = string[];

/**
 * An in-memory message server for component tests: the lists, counts and reads of /portal/message/* and the message
 * phones, answering as the real server does (newest first as given, paged, filtered). Returns the live state and
 * the calls made.
 */
export function serveMessages({ messages = [] as Message[], phones = [] as MessagePhone[] } = {}) {
  const state = { messages: messages.map((m) => ({ ...m })), phones: [...phones] };
  const calls: Calls = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    return url.searchParams;
  };
  const unread = (filter: (m: Message) => boolean) => state.messages.filter((m) => !m.isRead && filter(m));
  const paged = (query: URLSearchParams, rows: Message[]) => {
    const pageNum = Number(query.get('pageNum') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 10);
    return { ...ok, rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length };
  };
  const bool = (value: string | null) => (value === null ? undefined : value === 'true');
  const limited = (query: URLSearchParams, rows: Message[]) => ({ ...ok, data: rows.slice(0, Number(query.get('limit') ?? 10)) });
  const find = (id: string | null) => state.messages.find((m) => m.id === id);

  server.use(
    http.get('/portal/message/list', ({ request, response }) => {
      const query = record(request);
      const type = query.get('type');
      const isRead = bool(query.get('isRead'));
      return response(200).json(paged(query, state.messages.filter((m) => (!type || m.type === type) && (isRead === undefined || m.isRead === isRead))));
    }),
    http.get('/portal/message/zsMessage', ({ request, response }) => {
      const query = record(request);
      const subType = query.get('subType');
      const isHandled = bool(query.get('isHandled'));
      const rows = state.messages.filter((m) => m.type === 'zs' && (!subType || m.subType === subType) && (isHandled === undefined || m.isHandled === isHandled));
      return response(200).json(paged(query, rows));
    }),
    http.get('/portal/message/unreadMessageCount', ({ request, response }) => {
      record(request);
      return response(200).json({ ...ok, data: unread(() => true).length });
    }),
    http.get('/portal/message/zsUnreadMessageCount', ({ request, response }) => {
      record(request);
      return response(200).json({ ...ok, data: unread((m) => m.type === 'zs').length });
    }),
    http.get('/portal/message/unreadMessage', ({ request, response }) => response(200).json(limited(record(request), unread(() => true)))),
    http.get('/portal/message/zsDqUnreadMessage', ({ request, response }) =>
      response(200).json(limited(record(request), unread((m) => m.type === 'zs' && m.subType === 'expiry'))),
    ),
    http.get('/portal/message/projectUnreadMessage', ({ request, response }) => response(200).json(limited(record(request), unread((m) => m.type === 'project')))),
    http.get('/portal/message/memberUnreadMessage', ({ request, response }) => response(200).json(limited(record(request), unread((m) => m.type === 'member')))),
    http.post('/portal/message/readMessage', ({ request, response }) => {
      const query = record(request);
      if (query.get('isAllRead') === 'true') for (const m of state.messages) m.isRead = true;
      else {
        const target = find(query.get('id'));
        if (!target) return response('4XX').json({ code: 404, msg: '消息不存在' }, { status: 404 });
        target.isRead = true;
      }
      return response(200).json(ok);
    }),
    http.post('/portal/message/zsMessageHandle', async ({ request, response }) => {
      record(request);
      const target = find(((await request.json()) as { id: string }).id);
      if (!target || target.type !== 'zs') return response('4XX').json({ code: 404, msg: '消息不存在' }, { status: 404 });
      Object.assign(target, { isRead: true, isHandled: true });
      return response(200).json(ok);
    }),
    http.get('/portal/messagePhone/list', ({ request, response }) => {
      record(request);
      return response(200).json({ ...ok, data: state.phones });
    }),
    http.get('/portal/sms/sendMessagePhoneCode', ({ request, response }) => {
      record(request);
      return response(200).json({ ...ok, msg: '验证码已发送', data: { expiresIn: 300, resendIn: 60 } });
    }),
    http.post('/portal/messagePhone/bindPhone', async ({ request, response }) => {
      record(request);
      const body = (await request.json()) as { phonenumber: string; code: string };
      calls.push(`body ${JSON.stringify(body)}`);
      if (body.code !== '123456') {
        const msg = '验证码错误，还可尝试 4 次';
        return response('4XX').json({ code: 400, msg, errors: [{ field: 'body.code', msg }] }, { status: 400 });
      }
      state.phones.push(phone(`${body.phonenumber.slice(0, 3)}****${body.phonenumber.slice(-4)}`));
      return response(200).json(ok);
    }),
    http.post('/portal/messagePhone/unBindPhone', async ({ request, response }) => {
      record(request);
      const { uuid: id } = (await request.json()) as { uuid: string };
      state.phones = state.phones.filter((p) => p.uuid !== id);
      return response(200).json(ok);
    }),
  );
  return { state, calls };
}
