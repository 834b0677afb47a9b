import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { creditCodeSchema, phoneNumberSchema } from '@forms/validators';
import { renderSchemaForm } from '../testing/render-schema-form';

const config = {
  schema: z.strictObject({ creditCode: creditCodeSchema, contactPhone: phoneNumberSchema.nullable().optional() }),
  fields: [
    { name: 'creditCode', label: '统一社会信用代码', kind: 'text', maxLength: 18, required: true },
    { name: 'contactPhone', label: '联系电话', kind: 'text', maxLength: 20 },
  ],
} as const;

describe('TextFieldWidget', () => {
  it('shows a pasted credit code and phone whole and normalised, and submits them so', async () => {
    const onSubmit = vi.fn();
    const { user } = renderSchemaForm({ config, onSubmit });
    const code = screen.getByRole('textbox', { name: /统一社会信用代码/ });
    await user.click(code);
    await user.paste(' 91110000ma01abcd1m ');
    expect(code).toHaveValue('91110000MA01ABCD1M');
    const phone = screen.getByRole('textbox', { name: '联系电话' });
    await user.click(phone);
    await user.paste('１３８ ００１３ ８０００');
    expect(phone).toHaveValue('13800138000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ creditCode: '91110000MA01ABCD1M', contactPhone: '13800138000' }));
  });

  it('normalises what was typed on leaving the field, and does not cut it at the field’s length', async () => {
    const { user } = renderSchemaForm({ config, onSubmit: vi.fn() });
    const phone = screen.getByRole('textbox', { name: '联系电话' });
    await user.type(phone, '010 6888 1234 5678 9012');
    expect(phone).toHaveValue('010 6888 1234 5678 9012');
    await user.tab();
    expect(phone).toHaveValue('0106888123456789012');
  });
});
