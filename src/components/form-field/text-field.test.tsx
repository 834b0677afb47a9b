import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { normalizePhone } from '@forms/normalize';
import { TextField } from './text-field';

function PhoneForm({ onSubmit }: { onSubmit: (values: { phonenumber: string }) => void }) {
  const form = useForm({ defaultValues: { phonenumber: '' } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <TextField label="手机号" maxLength={11} normalize={normalizePhone} {...form.register('phonenumber')} />
      <button type="submit">提交</button>
    </form>
  );
}

describe('TextField', () => {
  it('inserts a pasted phone normalised, so its maxLength does not cut it, and the form holds the same value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PhoneForm onSubmit={onSubmit} />);
    const phone = screen.getByRole('textbox', { name: '手机号' });
    await user.click(phone);
    await user.paste(' 138 0013 8000 ');
    expect(phone).toHaveValue('13800138000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith({ phonenumber: '13800138000' }, expect.anything());
  });

  it('normalises a typed full-width number on leaving the field', async () => {
    const user = userEvent.setup();
    render(<PhoneForm onSubmit={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: '手机号' });
    await user.type(phone, '１３８００１３８０００');
    await user.tab();
    expect(phone).toHaveValue('13800138000');
  });
});
