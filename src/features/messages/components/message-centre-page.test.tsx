import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { message, serveMessages, type Calls } from '../testing/message-server';
import { renderMessageCentre, signInMember, signOutMember } from '../testing/render-message-centre';

/** The list calls made, as `path` + their query (page params left out), in order. */
function listCalls(calls: Calls) {
  return calls
    .filter((call) => /^GET \/portal\/message\/(list|zsMessage)\?/.test(call))
    .map((call) => {
      const url = new URL(call.slice(4), 'http://localhost');
      const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'pageNum' && name !== 'pageSize'));
      return { path: url.pathname, query };
    });
}

afterEach(() => signOutMember());

describe('MessageCentrePage', () => {
  it('loads each tab from its list call, and the certificate tab by handled state', async () => {
    signInMember();
    const { calls } = serveMessages();
    const { user } = renderMessageCentre();
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    const openTab = async (name: string) => {
      await user.click(screen.getByRole('tab', { name }));
      expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    };
    await openTab('未读');
    await openTab('证书消息');
    await user.click(screen.getByRole('button', { name: '已处理' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '已处理' })).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: '全部' }));
    await openTab('到期提醒');
    await openTab('项目消息');
    await openTab('会员消息');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(8));

    expect(listCalls(calls)).toEqual([
      { path: '/portal/message/list', query: {} },
      { path: '/portal/message/list', query: { isRead: 'false' } },
      { path: '/portal/message/zsMessage', query: { isHandled: 'false' } },
      { path: '/portal/message/zsMessage', query: { isHandled: 'true' } },
      { path: '/portal/message/zsMessage', query: {} },
      { path: '/portal/message/zsMessage', query: { subType: 'expiry' } },
      { path: '/portal/message/list', query: { type: 'project' } },
      { path: '/portal/message/list', query: { type: 'member' } },
    ]);
  });

  it('shows title, content, time and read state, with the unread count on each tab', async () => {
    signInMember(3);
    serveMessages({
      messages: [
        message({ title: '资质证书即将到期', type: 'zs', subType: 'expiry' }),
        message({ title: '项目缺少平台编号', type: 'project' }),
        message({ title: '会员即将到期', type: 'member' }),
        message({ title: '营业执照年报提醒', isRead: true }),
      ],
    });
    renderMessageCentre();
    const list = await screen.findByRole('list', { name: '全部消息' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('button', { name: '资质证书即将到期' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('未读');
    expect(items[0]).toHaveTextContent('待处理');
    expect(items[0]).toHaveTextContent('张三的注册证书将于 30 天后到期');
    expect(within(items[0]!).getByText(/^2026-03-01 \d\d:00:00$/)).toHaveAttribute('dateTime', '2026-03-01T08:00:00.000Z');
    expect(items[3]).toHaveTextContent('已读');

    await waitFor(() => expect(screen.getByRole('tab', { name: /^未读/ })).toHaveAccessibleName('未读 3 条未读'));
    expect(screen.getByRole('tab', { name: /^证书消息/ })).toHaveAccessibleName('证书消息 1 条未读');
    expect(screen.getByRole('tab', { name: /^到期提醒/ })).toHaveAccessibleName('到期提醒 1 条未读');
    expect(screen.getByRole('tab', { name: /^项目消息/ })).toHaveAccessibleName('项目消息 1 条未读');
    expect(screen.getByRole('tab', { name: /^会员消息/ })).toHaveAccessibleName('会员消息 1 条未读');
    expect(screen.getByRole('tab', { name: /^全部消息/ })).toHaveAccessibleName('全部消息');
  });

  it('counts a full unread list (at most 50) as 50+, and the exact total as it is', async () => {
    signInMember(60);
    serveMessages({ messages: Array.from({ length: 60 }, () => message({ type: 'project' })) });
    renderMessageCentre();
    await waitFor(() => expect(screen.getByRole('tab', { name: /^项目消息/ })).toHaveAccessibleName('项目消息 50+ 条未读'));
    expect(screen.getByRole('tab', { name: /^未读/ })).toHaveAccessibleName('未读 60 条未读');
  });

  it('opens a message: marks it read once and offers its link (去处理)', async () => {
    signInMember(1);
    const unread = message({ title: '注册人员证书即将到期', link: '/qyxx/zcry/ryxx?focus=certValidTo' });
    const { calls } = serveMessages({ messages: [unread] });
    const { user } = renderMessageCentre({ entry: '/userMessage?tab=unread' });
    const title = await screen.findByRole('button', { name: '注册人员证书即将到期' });
    expect(screen.queryByRole('link', { name: '去处理' })).not.toBeInTheDocument();

    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(calls).toContain(`POST /portal/message/readMessage?id=${unread.id}`));
    // Read in the 未读 tab, it stays on screen as read until the list is next loaded.
    const item = title.closest('li')!;
    await waitFor(() => expect(item).toHaveTextContent('已读'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^未读/ })).toHaveAccessibleName('未读'));

    await user.click(title);
    await user.click(title);
    expect(calls.filter((call) => call.startsWith('POST /portal/message/readMessage'))).toHaveLength(1);

    await user.click(within(item).getByRole('link', { name: '去处理' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/qyxx/zcry/ryxx?focus=certValidTo');
  });

  it('does not offer a link that leaves the site', async () => {
    signInMember(1);
    serveMessages({ messages: [message({ title: '外部链接', link: '//evil.example/x' })] });
    const { user } = renderMessageCentre();
    await user.click(await screen.findByRole('button', { name: '外部链接' }));
    expect(screen.getByRole('button', { name: '外部链接' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('link', { name: '去处理' })).not.toBeInTheDocument();
  });

  it('marks a certificate message handled (标记已处理), which also reads it', async () => {
    signInMember(1);
    const pending = message({ title: '资质证书已过期', type: 'zs', subType: 'expiry' });
    const { calls, state } = serveMessages({ messages: [pending, message({ title: '资质证书信息变更', type: 'zs', subType: 'change', isRead: true, isHandled: true })] });
    const { user } = renderMessageCentre({ entry: '/userMessage?tab=certificate' });
    const list = await screen.findByRole('list', { name: '证书消息' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: '标记已处理' }));
    await waitFor(() => expect(calls).toContain('POST /portal/message/zsMessageHandle'));
    expect(state.messages[0]).toMatchObject({ isHandled: true, isRead: true });
    expect(await screen.findByText('已标记为已处理')).toBeInTheDocument();
    const item = within(list).getByRole('button', { name: '资质证书已过期' }).closest('li')!;
    await waitFor(() => expect(item).toHaveTextContent('已处理'));
    expect(within(item).queryByRole('button', { name: '标记已处理' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '已处理' }));
    const handled = await screen.findByRole('list', { name: '证书消息' });
    await waitFor(() => expect(within(handled).getAllByRole('listitem')).toHaveLength(2));
  });

  it('pages through a long list', async () => {
    signInMember();
    const messages = Array.from({ length: 25 }, (_, index) => message({ title: `消息 ${index + 1}`, isRead: true }));
    const { calls } = serveMessages({ messages });
    const { user } = renderMessageCentre();
    expect(await screen.findByRole('button', { name: '消息 1' })).toBeInTheDocument();
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByRole('button', { name: '消息 21' })).toBeInTheDocument();
    expect(calls).toContain('GET /portal/message/list?pageNum=2&pageSize=20');
  });
});
