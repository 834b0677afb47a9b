import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageLink } from '@/features/header/components/message-link';
import { message, serveMessages } from '@/features/messages/testing/message-server';
import { renderMessageCentre, signInMember, signOutMember } from '@/features/messages/testing/render-message-centre';

/** The header's message icon: its name carries the badge (消息 3 条未读), or is 消息 at 0. */
const headerLink = () => screen.getByRole('link', { name: /^消息/ });

afterEach(() => signOutMember());

describe('/userMessage and the header badge', () => {
  it('reading a message lowers the header count at once', async () => {
    signInMember(2);
    const { calls } = serveMessages({ messages: [message({ title: '资质证书即将到期' }), message({ title: '项目缺少平台编号', type: 'project' })] });
    const { user } = renderMessageCentre({ beside: <MessageLink /> });
    expect(headerLink()).toHaveAccessibleName('消息 2 条未读');

    await user.click(await screen.findByRole('button', { name: '资质证书即将到期' }));
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('消息 1 条未读'));
    expect(calls.filter((call) => call.startsWith('POST /portal/message/readMessage?id='))).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('tab', { name: /^未读/ })).toHaveAccessibleName('未读 1 条未读'));
  });

  it('全部标记已读 asks first, then sets the header badge to 0', async () => {
    signInMember(3);
    const { calls } = serveMessages({ messages: [message(), message(), message({ type: 'zs', subType: 'expiry' })] });
    const { user } = renderMessageCentre({ entry: '/userMessage?tab=unread', beside: <MessageLink /> });
    expect(await screen.findByRole('list', { name: '未读' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '全部标记已读' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: '全部标记已读' }));
    const dialog = await screen.findByRole('alertdialog', { name: '全部标记已读' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(headerLink()).toHaveAccessibleName('消息 3 条未读');

    await user.click(screen.getByRole('button', { name: '全部标记已读' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('消息'));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(calls).toContain('POST /portal/message/readMessage?isAllRead=true');
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(await screen.findByText('已将全部消息标记为已读')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '全部标记已读' })).toBeDisabled());
  });

  it('标记已处理 on an unread certificate message lowers the header count too', async () => {
    signInMember(1);
    serveMessages({ messages: [message({ title: '资质证书已过期', type: 'zs', subType: 'expiry' })] });
    const { user } = renderMessageCentre({ entry: '/userMessage?tab=certificate', beside: <MessageLink /> });
    await user.click(await screen.findByRole('button', { name: '标记已处理' }));
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('消息'));
  });
});
