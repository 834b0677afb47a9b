import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { SendCodeButton } from './send-code-button';

function renderButton(onSend: () => Promise<number | null>, disabled?: boolean) {
  render(<SendCodeButton onSend={onSend} disabled={disabled} />);
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole('button', { name });

describe('SendCodeButton', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows 发送中 while sending, counts down the seconds the server gives, then is ready again', async () => {
    let resolve!: (wait: number) => void;
    const onSend = vi.fn(() => new Promise<number | null>((done) => (resolve = done)));
    const user = renderButton(onSend);

    await user.click(button('获取验证码'));
    expect(button('发送中…')).toBeDisabled();
    await act(async () => resolve(3));
    expect(button('3 秒后重新获取')).toBeDisabled();

    await user.click(button('3 秒后重新获取'));
    act(() => vi.advanceTimersByTime(2000));
    expect(button('1 秒后重新获取')).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(button('获取验证码')).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('waits 60 s when the server gives no wait', async () => {
    const user = renderButton(() => Promise.resolve(0));
    await user.click(button('获取验证码'));
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
  });

  it('does not count down when nothing was sent or the call failed', async () => {
    const onSend = vi.fn<() => Promise<number | null>>().mockResolvedValueOnce(null).mockRejectedValueOnce(new ApiError(500, '服务器异常'));
    const user = renderButton(onSend);
    await user.click(button('获取验证码'));
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
    await user.click(button('获取验证码'));
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('counts down from the seconds a 429 message names', async () => {
    const user = renderButton(() => Promise.reject(new ApiError(429, '验证码发送过于频繁，请 42 秒后再试')));
    await user.click(button('获取验证码'));
    expect(await screen.findByRole('button', { name: '42 秒后重新获取' })).toBeDisabled();
  });

  it('does not send while disabled', async () => {
    const onSend = vi.fn(() => Promise.resolve(60));
    const user = renderButton(onSend, true);
    await user.click(button('获取验证码'));
    expect(button('获取验证码')).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
