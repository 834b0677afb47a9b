import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WechatQrButton } from './wechat-qr-button';

describe('WechatQrButton', () => {
  it('opens the 添加企业微信 modal listing the four services', async () => {
    const user = userEvent.setup();
    render(<WechatQrButton qrUrl="https://cdn.example.cn/wechat-qr.png" />);

    await user.click(screen.getByRole('button', { name: '添加企业微信' }));

    const dialog = await screen.findByRole('dialog', { name: '添加企业微信' });
    const services = within(within(dialog).getByRole('list', { name: '服务内容' })).getAllByRole('listitem');
    expect(services.map((item) => item.textContent)).toEqual(['专业老师在线咨询', '资质标准内容答疑', '企业资质办理指南', '课程中心疑问解答']);
    expect(within(dialog).getByRole('img', { name: '企业微信二维码' })).toHaveAttribute('src', 'https://cdn.example.cn/wechat-qr.png');
  });

  it('says the QR is not configured instead of showing a fake image', async () => {
    const user = userEvent.setup();
    render(<WechatQrButton qrUrl={undefined} />);

    await user.click(screen.getByRole('button', { name: '添加企业微信' }));

    const dialog = await screen.findByRole('dialog', { name: '添加企业微信' });
    expect(within(dialog).getByText('扫码添加功能暂未配置')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<WechatQrButton />);
    const button = screen.getByRole('button', { name: '添加企业微信' });
    await user.click(button);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
