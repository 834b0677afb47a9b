import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { phone, serveMessages } from '../testing/message-server';
import { renderMessageCentre, signInMember, signOutMember } from '../testing/render-message-centre';

const PHONE = '13800138000';

function phonesSection() {
  return screen.getByRole('region', { name: '消息接收手机' });
}

afterEach(() => signOutMember());

describe('消息接收手机', () => {
  it('lists the bound phones masked and says when 严重 reminders are sent', async () => {
    signInMember();
    serveMessages({ phones: [phone('138****8000'), phone('139****1234')] });
    renderMessageCentre();
    const list = await within(phonesSection()).findByRole('list', { name: '已绑定的手机' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('138****8000'),
      expect.stringContaining('139****1234'),
    ]);
    expect(phonesSection()).toHaveTextContent('严重提醒会以短信发送');
    expect(phonesSection()).toHaveTextContent('22:00 至次日 08:00 不发送');
  });

  it('binds a phone: checks the number, sends the code to it, then binds with the code', async () => {
    signInMember();
    const { calls, state } = serveMessages();
    const { user } = renderMessageCentre();
    const section = phonesSection();
    expect(await within(section).findByText('尚未绑定消息接收手机')).toBeInTheDocument();

    await user.type(within(section).getByLabelText('手机号'), '12345678901');
    await user.click(within(section).getByRole('button', { name: '获取验证码' }));
    expect(await within(section).findByText('请输入正确的 11 位手机号码')).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('sendMessagePhoneCode'))).toEqual([]);

    await user.clear(within(section).getByLabelText('手机号'));
    await user.type(within(section).getByLabelText('手机号'), PHONE);
    await user.click(within(section).getByRole('button', { name: '获取验证码' }));
    expect(await within(section).findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(calls).toContain(`GET /portal/sms/sendMessagePhoneCode?phonenumber=${PHONE}`);
    expect(within(section).getByLabelText('短信验证码')).toHaveFocus();

    await user.type(within(section).getByLabelText('短信验证码'), '123456');
    await user.click(within(section).getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    expect(calls).toContain(`body ${JSON.stringify({ phonenumber: PHONE, code: '123456' })}`);
    expect(state.phones).toHaveLength(1);
    expect(await within(section).findByText('138****8000')).toBeInTheDocument();
    expect(within(section).getByLabelText('手机号')).toHaveValue('');
  });

  it('shows a wrong code at the code field', async () => {
    signInMember();
    serveMessages();
    const { user } = renderMessageCentre();
    const section = phonesSection();
    expect(await within(section).findByText('尚未绑定消息接收手机')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('手机号'), PHONE);
    await user.type(within(section).getByLabelText('短信验证码'), '000000');
    await user.click(within(section).getByRole('button', { name: '绑定' }));
    const code = within(section).getByLabelText('短信验证码');
    await waitFor(() => expect(code).toHaveAccessibleDescription('验证码错误，还可尝试 4 次'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a 6th phone in the page: at five, binding is disabled and says why', async () => {
    signInMember();
    const { calls } = serveMessages({ phones: ['130', '131', '132', '133', '134'].map((prefix) => phone(`${prefix}****0000`)) });
    const { user } = renderMessageCentre();
    const section = phonesSection();
    expect(await within(section).findByText(/已绑定 5 个手机，已达上限/)).toBeInTheDocument();
    expect(within(section).getByLabelText('手机号')).toBeDisabled();
    expect(within(section).getByLabelText('短信验证码')).toBeDisabled();
    expect(within(section).getByRole('button', { name: '获取验证码' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: '绑定' })).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: '获取验证码' }));
    await user.click(within(section).getByRole('button', { name: '绑定' }));
    expect(calls.filter((call) => /sendMessagePhoneCode|bindPhone/.test(call))).toEqual([]);
  });

  it('unbinds a phone after confirming', async () => {
    signInMember();
    const bound = phone('138****8000');
    const { calls, state } = serveMessages({ phones: [bound, phone('139****1234')] });
    const { user } = renderMessageCentre();
    const section = phonesSection();
    await user.click(await within(section).findByRole('button', { name: '解绑 138****8000' }));
    const dialog = await screen.findByRole('alertdialog', { name: '解绑消息接收手机' });
    expect(dialog).toHaveTextContent('确定解绑 138****8000 吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calls.filter((call) => call.includes('unBindPhone'))).toEqual([]);

    await user.click(within(section).getByRole('button', { name: '解绑 138****8000' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(section).queryByText('138****8000')).not.toBeInTheDocument());
    expect(calls).toContain('POST /portal/messagePhone/unBindPhone');
    expect(state.phones.map((p) => p.uuid)).not.toContain(bound.uuid);
    expect(screen.getByRole('heading', { name: '消息接收手机' })).toHaveFocus();
  });
});
