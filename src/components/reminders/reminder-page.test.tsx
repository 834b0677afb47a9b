import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/stores/session-store';
import { http, server } from '@/testing/msw-server';
import { ReminderPage } from './reminder-page';
import { daysFromToday, reminder, serveReminders } from './testing/reminders';

const PAGE = '/qyxx/zcry/zcryxxtx';

function renderPage(search = '') {
  const router = createMemoryRouter(
    [
      { path: PAGE, element: <ReminderPage type="zcry" title="注册人员提醒" /> },
      { path: '/qyxx/zcry/ryxx', element: <p>注册人员表单</p> },
    ],
    { initialEntries: [`${PAGE}${search}`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, search: () => new URLSearchParams(router.state.location.search) };
}

// `hidden`: the table stays reachable while a dialog makes the rest of the page inert.
const table = () => screen.getByRole('table', { name: /^注册人员提醒/, hidden: true });

beforeEach(() => {
  sessionStore.setState({ token: 'test-token', avatar: '/avatar.png', ent: { entId: '00000000-0000-4000-8000-00000000e001', entName: '示例建设集团有限公司', creditCode: null } });
});
afterEach(() => sessionStore.setState({ token: '', avatar: '', ent: null }));

describe('ReminderPage', () => {
  it("lists the type's unread reminders with level badge, due date, days left and status", async () => {
    const served = serveReminders([
      reminder(1, { level: 'warning', expireDate: daysFromToday(20) }),
      reminder(2, { level: 'danger', expireDate: daysFromToday(-3), title: '人员2 的注册证书已过期' }),
      reminder(3, { level: 'info', expireDate: null, title: '人员3 未填写注册专业' }),
      reminder(4, { level: 'warning', expireDate: daysFromToday(0), title: '人员4 的注册证书今天到期' }),
      reminder(5, { type: 'zzzs', title: '资质证书的提醒' }),
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '注册人员提醒' })).toBeInTheDocument();
    await within(table()).findByText('人员1 的注册证书即将到期');
    expect(within(table()).getAllByRole('row')).toHaveLength(5);
    const row = (title: string) => within(table()).getByText(title).closest('tr')!;
    expect(row('人员1 的注册证书即将到期')).toHaveTextContent('警告');
    expect(row('人员1 的注册证书即将到期')).toHaveTextContent('剩余 20 天');
    expect(row('人员1 的注册证书即将到期')).toHaveTextContent(daysFromToday(20));
    expect(row('人员2 的注册证书已过期')).toHaveTextContent('严重');
    expect(row('人员2 的注册证书已过期')).toHaveTextContent('已过期 3 天');
    expect(row('人员3 未填写注册专业')).toHaveTextContent('提示');
    expect(row('人员4 的注册证书今天到期')).toHaveTextContent('今天到期');
    expect(within(row('人员1 的注册证书即将到期')).getByText('未读')).toBeInTheDocument();
    expect(within(table()).queryByText('资质证书的提醒')).not.toBeInTheDocument();

    const query = served.listQueries.at(-1)!;
    expect(Object.fromEntries(query)).toEqual({ type: 'zcry', status: 'open', isRead: 'false', pageNum: '1', pageSize: '20' });
  });

  it('keeps the tab, level and sort in the URL and sends them in the list call', async () => {
    const served = serveReminders([reminder(1, { isRead: true }), reminder(2, { resolveTime: '2026-03-02T02:30:00.000Z', isRead: true })]);
    const { user, search } = renderPage();
    await within(table()).findByText('暂无提醒');
    expect(screen.getByRole('tab', { name: '未读' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: '已读' }));
    expect(search().get('tab')).toBe('read');
    expect(await within(table()).findByText('人员1 的注册证书即将到期')).toBeInTheDocument();
    expect(served.listQueries.at(-1)?.get('isRead')).toBe('true');
    expect(served.listQueries.at(-1)?.get('status')).toBe('open');
    expect(within(table()).getByText('已读')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '已解决' }));
    expect(await within(table()).findByText('已解决')).toBeInTheDocument();
    expect(served.listQueries.at(-1)?.get('status')).toBe('resolved');
    expect(served.listQueries.at(-1)?.has('isRead')).toBe(false);
    // A resolved reminder has nothing left to fix.
    expect(within(table()).queryByRole('button', { name: /^去处理/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(served.listQueries.at(-1)?.get('status')).toBe('all'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));

    const form = screen.getByRole('search', { name: '查询条件' });
    await user.selectOptions(within(form).getByLabelText('级别'), '严重');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(served.listQueries.at(-1)?.get('level')).toBe('danger'));
    expect(search().get('level')).toBe('danger');
    expect(served.listQueries.at(-1)?.get('status')).toBe('all');

    await user.click(within(table()).getByRole('button', { name: /到期日期/ }));
    await waitFor(() => expect(served.listQueries.at(-1)?.get('orderByColumn')).toBe('expireDate'));
    expect(served.listQueries.at(-1)?.get('isAsc')).toBe('asc');
    expect(search().get('tab')).toBe('all');
  });

  it('marks the selected rows read, then refreshes the list and the counts', async () => {
    const served = serveReminders([reminder(1), reminder(2)]);
    const { user } = renderPage();
    await within(table()).findByText('人员2 的注册证书即将到期');
    const countsBefore = served.countCalls;
    const mark = screen.getByRole('button', { name: '标记已读' });
    expect(mark).toBeDisabled();

    await user.click(within(table()).getByRole('checkbox', { name: '选择 人员1 的注册证书即将到期' }));
    await user.click(mark);
    await waitFor(() => expect(within(table()).queryByText('人员1 的注册证书即将到期')).not.toBeInTheDocument());
    expect(served.readBodies).toEqual([{ ids: [reminder(1).id] }]);
    expect(within(table()).getByText('人员2 的注册证书即将到期')).toBeInTheDocument();
    await waitFor(() => expect(served.countCalls).toBeGreaterThan(countsBefore));
  });

  it('marks every unread reminder of the type read after confirmation', async () => {
    const others = reminder(9, { type: 'zzzs', title: '资质证书的提醒' });
    const served = serveReminders([reminder(1), reminder(2), others]);
    const { user } = renderPage();
    await within(table()).findByText('人员2 的注册证书即将到期');

    await user.click(screen.getByRole('button', { name: '全部标记已读' }));
    const dialog = screen.getByRole('alertdialog', { name: '全部标记已读' });
    expect(dialog).toHaveTextContent('确定将全部注册人员提醒标记为已读吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await within(table()).findByText('暂无提醒')).toBeInTheDocument();
    expect(served.readBodies).toEqual([{ ids: [reminder(1).id, reminder(2).id] }]);
    expect(served.listQueries.some((query) => query.get('pageSize') === '500' && query.get('isRead') === 'false' && query.get('type') === 'zcry')).toBe(true);
    expect(others.isRead).toBe(false);
  });

  it('asks before marking all read, and does nothing on 取消', async () => {
    const served = serveReminders([reminder(1)]);
    const { user } = renderPage();
    await within(table()).findByText('人员1 的注册证书即将到期');
    await user.click(screen.getByRole('button', { name: '全部标记已读' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(served.readBodies).toEqual([]);
    expect(within(table()).getByText('人员1 的注册证书即将到期')).toBeInTheDocument();
  });

  it('查看 shows the content, suggestion and 去处理 link, and marks the reminder read', async () => {
    const served = serveReminders([reminder(1)]);
    const { user, router } = renderPage();
    await user.click(await within(table()).findByRole('button', { name: '查看 人员1 的注册证书即将到期' }));

    const dialog = await screen.findByRole('dialog', { name: '人员1 的注册证书即将到期' });
    expect(dialog).toHaveTextContent('人员1 的注册证书将于到期日到期。');
    expect(within(dialog).getByRole('region', { name: '处理建议' })).toHaveTextContent('请在到期前办理延续注册，并更新证书有效期。');
    expect(within(dialog).getByText('警告')).toBeInTheDocument();
    expect(within(dialog).getByText('剩余 20 天')).toBeInTheDocument();
    expect(served.opened).toEqual([reminder(1).id]);
    // Opened means read: the 未读 tab no longer lists it.
    await waitFor(() => expect(within(table()).getByText('暂无提醒')).toBeInTheDocument());

    const link = within(dialog).getByRole('link', { name: '去处理' });
    expect(link).toHaveAttribute('href', reminder(1).link);
    await user.click(link);
    expect(router.state.location.pathname).toBe('/qyxx/zcry/ryxx');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ mode: 'edit', id: reminder(1).bizId, focus: 'certValidTo' });
  });

  it("去处理 in a row opens the reminder's link", async () => {
    const served = serveReminders([reminder(1)]);
    const { user, router } = renderPage();
    await user.click(await within(table()).findByRole('button', { name: '去处理 人员1 的注册证书即将到期' }));
    expect(await screen.findByText('注册人员表单')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(reminder(1).link);
    expect(served.opened).toEqual([reminder(1).id]);
  });

  it('says 暂无提醒 when there are none', async () => {
    serveReminders([]);
    renderPage();
    expect(await within(table()).findByText('暂无提醒')).toBeInTheDocument();
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
  });

  it('shows a failed list call in the table, with 重试', async () => {
    serveReminders([reminder(1)]);
    server.use(http.get('/portal/reminder/list', ({ response }) => response('5XX').json({ code: 500, msg: '服务器异常，请稍后再试' }, { status: 500 })));
    const { user } = renderPage();
    const alert = await within(table()).findByRole('alert');
    expect(alert).toHaveTextContent('服务器异常，请稍后再试');

    serveReminders([reminder(1)]);
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(table()).findByText('人员1 的注册证书即将到期')).toBeInTheDocument();
  });
});
