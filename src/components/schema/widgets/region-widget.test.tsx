import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDictStore } from '@/lib/dict/dict-store';
import { serveDicts } from '../testing/render-schema-form';
import type { FieldConfig } from '../field-config';
import { renderWidget } from '../testing/render-widget';
import { RegionWidget } from './region-widget';

const field: FieldConfig = { name: 'region', label: '注册地', kind: 'region' };

beforeEach(() => {
  resetDictStore();
  serveDicts({
    sys_province: [['北京市', '110000'], ['河北省', '130000']],
    sys_city: [['北京市', '110100'], ['石家庄市', '130100'], ['唐山市', '130200']],
  });
});

describe('RegionWidget', () => {
  it('lists the chosen province’s cities and clears the city when the province changes or is cleared', async () => {
    const { user, onChange } = renderWidget(RegionWidget, field);
    const group = screen.getByRole('group', { name: '注册地' });
    const province = within(group).getByRole('combobox', { name: '注册地省份' });
    const city = within(group).getByRole('combobox', { name: '注册地城市' });
    expect(city).toBeDisabled();

    await user.selectOptions(province, await screen.findByRole('option', { name: '河北省' }));
    expect(onChange).toHaveBeenLastCalledWith({ prov: '130000' });
    expect(city).toBeEnabled();
    expect(within(city).getAllByRole('option').map((option) => option.textContent)).toEqual(['请选择城市', '石家庄市', '唐山市']);
    await user.selectOptions(city, '唐山市');
    expect(onChange).toHaveBeenLastCalledWith({ prov: '130000', city: '130200' });

    await user.selectOptions(province, '北京市');
    expect(onChange).toHaveBeenLastCalledWith({ prov: '110000' });
    expect(city).toHaveValue('');
    await user.selectOptions(province, '请选择省份');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(city).toBeDisabled();
  });

  it('shows an existing value and is keyboard operable', async () => {
    const { user, onChange } = renderWidget(RegionWidget, field, { prov: '130000', city: '130100' });
    expect(await screen.findByRole('option', { name: '石家庄市' })).toBeInTheDocument();
    const province = screen.getByLabelText('注册地', { selector: 'select' });
    expect(province).toHaveValue('130000');
    expect(screen.getByRole('combobox', { name: '注册地城市' })).toHaveValue('130100');
    await user.tab();
    expect(province).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: '注册地城市' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
