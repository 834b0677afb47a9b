import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { textSchema } from '@forms/common';
import { renderSchemaForm } from '../testing/render-schema-form';

const config = {
  schema: z.strictObject({ scope: textSchema.max(10).optional() }),
  fields: [{ name: 'scope', label: '经营范围', kind: 'textarea', maxLength: 10 }],
} as const;

describe('TextareaWidget', () => {
  it('keeps a paste longer than the limit whole and says it is too long', async () => {
    const onSubmit = vi.fn();
    const { user } = renderSchemaForm({ config, onSubmit });
    const scope = screen.getByRole('textbox', { name: '经营范围' });
    await user.click(scope);
    await user.paste('房屋建筑工程施工总承包；市政');
    expect(scope).toHaveValue('房屋建筑工程施工总承包；市政');
    expect(screen.getByText('14/10')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('不能超过 10 个字符');
    expect(scope).toHaveAttribute('aria-invalid', 'true');
    expect(scope).toHaveAccessibleDescription('不能超过 10 个字符');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts and checks the text as normalised, normalising it on leaving the field', async () => {
    const onSubmit = vi.fn();
    const { user } = renderSchemaForm({ config, onSubmit });
    const scope = screen.getByRole('textbox', { name: '经营范围' });
    await user.click(scope);
    await user.paste('\u3000ＡＢＣ１２３施工总包  ');
    expect(scope).toHaveValue('\u3000ＡＢＣ１２３施工总包  ');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    await user.tab();
    expect(scope).toHaveValue('ABC123施工总包');
    expect(scope).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ scope: 'ABC123施工总包' }));
  });
});
