import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '../field-config';
import { renderWidget } from '../testing/render-widget';
import { SelectWidget } from './select-widget';

const field: FieldConfig = {
  name: 'gender',
  label: '性别',
  kind: 'select',
  options: [
    { value: '男', label: '男' },
    { value: '女', label: '女' },
  ],
};

describe('SelectWidget', () => {
  it('offers the field’s fixed options and reports an emptied choice as undefined', async () => {
    const { user, onChange } = renderWidget(SelectWidget, field);
    const select = screen.getByRole('combobox', { name: '性别' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['请选择', '男', '女']);
    await user.selectOptions(select, '女');
    expect(onChange).toHaveBeenLastCalledWith('女');
    expect(select).toHaveValue('女');
    await user.selectOptions(select, '请选择');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
