import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { controlAria, FieldFrame } from './field-frame';
import { TextField } from './text-field';

describe('FieldFrame', () => {
  it('names the control by its label and hides the required mark from screen readers', () => {
    render(<FieldFrame label="手机号" required>{(control) => <input {...controlAria(control)} />}</FieldFrame>);
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the control with its help, then its error, and marks it invalid', () => {
    render(
      <FieldFrame label="邮箱" help="用于接收通知" error="邮箱格式不正确">
        {(control) => <input {...controlAria(control)} />}
      </FieldFrame>,
    );
    const input = screen.getByRole('textbox', { name: '邮箱' });
    expect(input).toHaveAccessibleDescription('用于接收通知 邮箱格式不正确');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('alert')).toHaveTextContent('邮箱格式不正确');
  });

  it('keeps a given id and lets a group name itself with the label id', () => {
    render(
      <FieldFrame label="合同工期" id="period" invalid>
        {({ id, labelId, invalid }) => (
          <div role="group" aria-labelledby={labelId} aria-invalid={invalid}>
            <input id={id} aria-label="开始日期" />
          </div>
        )}
      </FieldFrame>,
    );
    expect(screen.getByRole('group', { name: '合同工期' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('开始日期')).toHaveAttribute('id', 'period');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function RegisteredField() {
  const form = useForm({ defaultValues: { phone: '' }, mode: 'onTouched' });
  return (
    <TextField
      label="新手机号"
      help="绑定后用于登录"
      error={form.formState.errors.phone?.message}
      {...form.register('phone', { required: '请输入新手机号' })}
    />
  );
}

describe('TextField with react-hook-form register', () => {
  it('shows the error once the field is touched and wires it to the input', async () => {
    const user = userEvent.setup();
    render(<RegisteredField />);
    const input = screen.getByRole('textbox', { name: '新手机号' });
    expect(input).toHaveAccessibleDescription('绑定后用于登录');

    await user.click(input);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入新手机号');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('绑定后用于登录 请输入新手机号');

    await user.type(input, '13800000000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('13800000000');
  });
});
