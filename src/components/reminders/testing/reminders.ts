import { todayInChina } from '@forms/common';
import { http, server } from '@/testing/msw-server';
import type { ReminderDetail } from '../api/reminder-api';
import type { ReminderCounts } from '../api/reminder-counts';

/** `days` after today in China's calendar (negative: before). */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayInChina()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A reminder detail as the server returns it; `n` varies the id, record and title. */
export function reminder(n: number, overrides: Partial<ReminderDetail> = {}): ReminderDetail {
  const bizId = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    type: 'zcry',
    rule: 'registeredPerson.certExpiring',
    title: `人员${n} 的注册证书即将到期`,
    content: `人员${n} 的注册证书将于到期日到期。`,
    suggestion: '请在到期前办理延续注册，并更新证书有效期。',
    link: `/qyxx/zcry/ryxx?mode=edit&id=${bizId}&focus=certValidTo`,
    level: 'warning',
    bizId,
    expireDate: daysFromToday(20),
    isRead: false,
    resolveTime: null,
    createTime: '2026-03-01T02:30:00.000Z',
    ...overrides,
  };
}

/** What the fake server saw and holds. */
export interface ReminderServer {
  reminders: ReminderDetail[];
  listQueries: URLSearchParams[];
  readBodies: unknown[];
  opened: string[];
  countCalls: number;
}

const ok = { code: 200, msg: '操作成功' };

function counts(reminders: readonly ReminderDetail[]): ReminderCounts {
  const result: ReminderCounts = { yyzz: 0, zzzs: 0, jgptxm: 0, zcry: 0, qtry: 0, ryyj: 0, zzyc: 0, total: 0 };
  for (const item of reminders) {
    if (item.isRead || item.resolveTime) continue;
    result[item.type] += 1;
    result.total += 1;
  }
  return result;
}

/**
 * Serves the four reminder operations from `reminders`, as the server does: list filters (type, isRead, level,
 * status), paging, opening marks read, marking read by ids, and open unread counts.
 */
export function serveReminders(reminders: ReminderDetail[]): ReminderServer {
  const state: ReminderServer = { reminders, listQueries: [], readBodies: [], opened: [], countCalls: 0 };
  server.use(
    http.get('/portal/reminder/list', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      state.listQueries.push(query);
      const status = query.get('status') ?? 'open';
      const rows = state.reminders.filter(
        (item) =>
          (!query.get('type') || item.type === query.get('type')) &&
          (!query.get('isRead') || String(item.isRead) === query.get('isRead')) &&
          (!query.get('level') || item.level === query.get('level')) &&
          (status === 'all' || (status === 'resolved') === Boolean(item.resolveTime)),
      );
      const pageNum = Number(query.get('pageNum') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 10);
      const page = rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(({ suggestion: _s, link: _l, ...row }) => row);
      return response(200).json({ ...ok, rows: page, total: rows.length });
    }),
    http.get('/portal/reminder/info/{id}', ({ params, response }) => {
      const found = state.reminders.find((item) => item.id === params.id);
      if (!found) return response('4XX').json({ code: 404, msg: '提醒不存在' }, { status: 404 });
      state.opened.push(found.id);
      found.isRead = true;
      return response(200).json({ ...ok, data: found });
    }),
    http.post('/portal/reminder/read', async ({ request, response }) => {
      const body = (await request.json()) as { ids?: string[]; all?: boolean };
      state.readBodies.push(body);
      for (const item of state.reminders) if (body.all || body.ids?.includes(item.id)) item.isRead = true;
      return response(200).json({ ...ok, msg: '已标记为已读' });
    }),
    http.get('/portal/reminder/counts', ({ response }) => {
      state.countCalls += 1;
      return response(200).json({ ...ok, data: counts(state.reminders) });
    }),
  );
  return state;
}
