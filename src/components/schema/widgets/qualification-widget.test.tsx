import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema.gen';
import { http, server } from '@/testing/msw-server';
import type { FieldConfig } from '../field-config';
import { renderWidget } from '../testing/render-widget';
import { QualificationWidget } from './qualification-widget';

type TreeNode = components['schemas']['ZzbzNode'];

const node = (id: string, label: string, category: TreeNode['category'], code: string, subcode?: string, children: TreeNode[] = []): TreeNode => ({
  id,
  label,
  category,
  code,
  ...(subcode ? { subcode } : {}),
  children,
});

function serveTree() {
  const tree = [
    node('a', '工程勘察综合资质', '01', '101001'),
    node('b', '施工总承包', '03', '103001', undefined, [node('b1', '建筑工程施工总承包', '03', '103001', '10300101'), node('b2', '公路工程施工总承包', '03', '103001', '10300102')]),
    node('c', '施工劳务', '03', '103003'),
  ];
  server.use(http.get('/portal/api/zzbz/tree', ({ response }) => response(200).json({ code: 200, msg: '操作成功', data: tree })));
}

const field = { name: 'item', label: '资质项', kind: 'qualification' } as const satisfies FieldConfig;

describe('QualificationWidget', () => {
  it('chooses category, type and optional specialty from the standard tree', async () => {
    serveTree();
    const { user, onChange } = renderWidget(QualificationWidget, field);
    const group = screen.getByRole('group', { name: '资质项' });
    const type = within(group).getByRole('combobox', { name: '资质项资质类型' });
    const specialty = within(group).getByRole('combobox', { name: '资质项专业类别' });
    expect(type).toBeDisabled();

    await user.selectOptions(within(group).getByRole('combobox', { name: '资质项资质类别' }), '施工');
    expect(onChange).toHaveBeenLastCalledWith({ category: '03' });
    await screen.findByRole('option', { name: '施工劳务' });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['请选择资质类型', '施工总承包', '施工劳务']);

    await user.selectOptions(type, '施工劳务');
    expect(onChange).toHaveBeenLastCalledWith({ category: '03', typeCode: '103003', subCode: null, itemName: '施工劳务' });
    expect(specialty).toBeDisabled();

    await user.selectOptions(type, '施工总承包');
    await user.selectOptions(specialty, '公路工程施工总承包');
    expect(onChange).toHaveBeenLastCalledWith({ category: '03', typeCode: '103001', subCode: '10300102', itemName: '公路工程施工总承包' });
    await user.selectOptions(specialty, '不选专业');
    expect(onChange).toHaveBeenLastCalledWith({ category: '03', typeCode: '103001', subCode: null, itemName: '施工总承包' });
  });

  it('shows an existing value, fixes a configured category and is reachable by keyboard', async () => {
    serveTree();
    const value = { category: '03', typeCode: '103001', subCode: '10300101', itemName: '建筑工程施工总承包' };
    const { user } = renderWidget(QualificationWidget, { ...field, qualificationCategory: '03' }, value);
    expect(await screen.findByRole('option', { name: '建筑工程施工总承包' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '资质项资质类别' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: '资质项资质类型' })).toHaveDisplayValue('施工总承包');
    expect(screen.getByRole('combobox', { name: '资质项专业类别' })).toHaveDisplayValue('建筑工程施工总承包');
    await user.tab();
    expect(screen.getByRole('combobox', { name: '资质项资质类型' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: '资质项专业类别' })).toHaveFocus();
  });
});
