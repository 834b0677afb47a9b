import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { envelope, errorBody } from '../testing/fixtures';
import { renderAuthPage } from '../testing/render-auth-page';

const PHONE = '13800138000';

function mockSms() {
  const phones: (string | null)[] = [];
  server.use(
    http.get('/portal/api/registerSms', ({ request, response }) => {
      phones.push(new URL(request.url).searchParams.get('phonenumber'));
      return response(200).json(envelope({ expiresIn: 300, resendIn: 60 }, '验证码已发送'));
    }),
  );
  return phones;
}

async function fillForm(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = { 手机号: PHONE, 短信验证码: '123456', 企业名称: '示例建设集团有限公司', 登录密码: 'Abc12345', 确认密码: 'Abc12345', ...overrides };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

afterEach(() => vi.useRealTimers());

describe('RegisterPage', () => {
  it('sends the code once and counts down 60 s before allowing another', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const phones = mockSms();
    const { user } = renderAuthPage('/register');
    expect(screen.getByRole('heading', { level: 1, name: '用户注册' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '12345678901');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的 11 位手机号码')).toBeInTheDocument();
    expect(phones).toEqual([]);

    await user.clear(screen.getByLabelText('手机号'));
    await user.type(screen.getByLabelText('手机号'), PHONE);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const countdown = await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect(countdown).toBeDisabled();
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
    expect(screen.getByLabelText('短信验证码')).toHaveFocus();
    expect(phones).toEqual([PHONE]);

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: '1 秒后重新获取' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('shows a 429 message and waits as long as the server says', async () => {
    const msg = '验证码发送过于频繁，请 42 秒后再试';
    server.use(http.get('/portal/api/registerSms', ({ response }) => response('4XX').json(errorBody(429, msg), { status: 429 })));
    const { user } = renderAuthPage('/register');
    await user.type(screen.getByLabelText('手机号'), PHONE);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '42 秒后重新获取' })).toBeDisabled();
  });

  it('shows an already registered phone at the phone field', async () => {
    const msg = '该手机号已注册，请直接登录';
    server.use(http.get('/portal/api/registerSms', ({ response }) => response('4XX').json(errorBody(409, msg, [{ field: 'query.phonenumber', msg }]), { status: 409 })));
    const { user } = renderAuthPage('/register');
    await user.type(screen.getByLabelText('手机号'), PHONE);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription(msg));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('shows each password rule live', async () => {
    const { user } = renderAuthPage('/register');
    const rules = screen.getByRole('list', { name: '密码要求' });
    const rule = (label: string) => within(rules).getByText(label).closest('li');
    expect(rule('长度 8-32 位')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText('登录密码'), 'abc');
    expect(rule('包含字母')).toHaveAttribute('data-met', 'true');
    expect(rule('包含数字')).toHaveAttribute('data-met', 'false');
    expect(rule('长度 8-32 位')).toHaveTextContent('（未满足）');

    await user.type(screen.getByLabelText('登录密码'), '12345');
    expect(rule('长度 8-32 位')).toHaveAttribute('data-met', 'true');
    expect(rule('包含数字')).toHaveAttribute('data-met', 'true');
    expect(rule('不含空格')).toHaveAttribute('data-met', 'true');
    expect(screen.getByLabelText('登录密码')).toHaveAccessibleDescription(expect.stringContaining('包含字母'));
  });

  it('validates every field before calling the server', async () => {
    const { user } = renderAuthPage('/register');
    await fillForm(user, { 企业名称: '<script>', 登录密码: 'abcdefgh', 确认密码: 'abcdefgX' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('企业名称只能包含中文、字母、数字和括号，长度 2-100')).toBeInTheDocument();
    expect(screen.getByText('密码须同时包含字母和数字')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('shows the server field errors at their fields', async () => {
    server.use(
      http.post('/portal/api/register', ({ response }) =>
        response('4XX').json(errorBody(400, '验证码错误，还可尝试 4 次', [{ field: 'body.code', msg: '验证码错误，还可尝试 4 次' }]), { status: 400 }),
      ),
    );
    const { user } = renderAuthPage('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册' }));
    const code = screen.getByLabelText('短信验证码');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription('验证码错误，还可尝试 4 次');
    expect(code).toHaveFocus();
  });

  it('shows a taken enterprise name at its field', async () => {
    const msg = '该企业已注册，请联系企业管理员获取账号';
    server.use(http.post('/portal/api/register', ({ response }) => response('4XX').json(errorBody(409, msg, [{ field: 'body.entName', msg }]), { status: 409 })));
    const { user } = renderAuthPage('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(screen.getByLabelText('企业名称')).toHaveAccessibleDescription(msg));
    expect(screen.getByLabelText('企业名称')).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits once, then goes to /login with the phone filled in', async () => {
    const bodies: unknown[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/portal/api/register', async ({ request, response }) => {
        bodies.push(await request.json());
        await gate;
        return response(200).json({ code: 200, msg: '注册成功，请登录' });
      }),
    );
    const { user } = renderAuthPage('/register');
    await fillForm(user, { 企业名称: ' 示例建设（集团）有限公司 ' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    const pending = await screen.findByRole('button', { name: '注册中…' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    await user.keyboard('{Enter}');
    release();

    expect(await screen.findByRole('heading', { level: 1, name: '用户登录' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('注册成功，请登录')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名/手机号')).toHaveValue(PHONE);
    expect(bodies).toEqual([{ phonenumber: PHONE, code: '123456', entName: '示例建设（集团）有限公司', password: 'Abc12345' }]);
  });
});
