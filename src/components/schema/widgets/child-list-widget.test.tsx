import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { textSchema } from '@forms/common';
import { phoneNumberSchema } from '@forms/validators';
import { resetDictStore } from '@/lib/dict/dict-store';
import type { FieldConfig } from '../field-config';
import { fieldRegistry } from '../field-registry';
import { renderSchemaForm, serveDicts } from '../testing/render-schema-form';
import { renderWidget } from '../testing/render-widget';
import type { WidgetProps } from './widget-props';

const childFields: FieldConfig[] = [
  { name: 'name', label: '姓名', kind: 'text', required: true },
  { name: 'role', label: '岗位', kind: 'dict-select', dictType: 'staff_role' },
  { name: 'note', label: '备注', kind: 'textarea', visibleWhen: (row) => row.role === 'other' },
  // A kind the registry lacks (a config that bypassed the types) renders a configuration error.
  { name: 'odd', label: '奇怪', kind: 'nope' } as unknown as FieldConfig,
];
const field: FieldConfig = { name: 'staff', label: '人员', kind: 'children', childFields };
/** The registry's entry: the child list with the registry's widgets for its rows. */
const ChildListWidget = fieldRegistry.children.input;

beforeEach(() => {
  resetDictStore();
  serveDicts({
    staff_role: [['项目经理', 'pm'], ['其他', 'other']],
    sys_province: [['河北省', '130000']],
    sys_city: [['石家庄市', '130100']],
  });
});

describe('ChildListWidget', () => {
  it('adds, edits and removes rows with the keyboard, rendering child fields from the registry', async () => {
    const { user, onChange } = renderWidget(ChildListWidget, field);
    const group = screen.getByRole('group', { name: '人员' });
    expect(within(group).getByText('暂无人员')).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: '添加人员' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{}]);
    await user.keyboard('{Enter}');
    const rows = within(group).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['第 1 条人员', '第 2 条人员']);
    expect(within(rows[0]!).getByRole('alert')).toHaveTextContent('配置错误');

    await user.type(within(rows[0]!).getByRole('textbox', { name: '姓名' }), '张三');
    await user.type(within(rows[1]!).getByRole('textbox', { name: '姓名' }), '李四');
    await user.selectOptions(within(rows[1]!).getByRole('combobox', { name: '岗位' }), await within(rows[1]!).findByRole('option', { name: '其他' }));
    expect(within(rows[1]!).getByRole('textbox', { name: '备注' })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([{ name: '张三' }, { name: '李四', role: 'other' }]);

    within(rows[0]!).getByRole('button', { name: '删除第 1 条' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ name: '李四', role: 'other' }]);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('李四');
    // The removed row's button is gone: focus moves to the 删除 of the row that took its place, then to 添加.
    expect(screen.getByRole('button', { name: '删除第 1 条' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: '添加人员' })).toHaveFocus();
  });

  it('shows the nested errors of a row at its fields', () => {
    const withErrors = (props: WidgetProps) => <ChildListWidget {...props} error={[undefined, { name: { type: 'too_small', message: '请填写姓名' } }]} />;
    renderWidget(withErrors, field, [{ name: '张三' }, {}]);
    const second = screen.getByRole('listitem', { name: '第 2 条人员' });
    expect(within(second).getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription('请填写姓名');
    expect(within(second).getByRole('textbox', { name: '姓名' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('listitem', { name: '第 1 条人员' })).getByRole('textbox', { name: '姓名' })).not.toHaveAttribute('aria-invalid');
  });

  it('frames each row field like the form’s own: required mark, help and error read with the control', () => {
    const withHelp = { ...field, childFields: [{ ...childFields[0]!, help: '与身份证一致' }] };
    const withErrors = (props: WidgetProps) => <ChildListWidget {...props} error={[{ name: { type: 'too_small', message: '请填写姓名' } }]} />;
    renderWidget(withErrors, withHelp, [{}]);
    const row = screen.getByRole('listitem', { name: '第 1 条人员' });
    const name = within(row).getByRole('textbox', { name: '姓名' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('与身份证一致 请填写姓名');
    expect(within(row).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).getByRole('alert')).toHaveTextContent('请填写姓名');
  });

  it('stores the keys of a spreadKeys field on the row itself', async () => {
    const region: FieldConfig = { name: 'region', label: '工作地', kind: 'region', spreadKeys: ['prov', 'city'] };
    const { user, onChange } = renderWidget(ChildListWidget, { ...field, childFields: [childFields[0]!, region] }, [{ name: '张三', prov: '130000' }]);
    const city = screen.getByRole('combobox', { name: '工作地城市' });
    await user.selectOptions(city, await screen.findByRole('option', { name: '石家庄市' }));
    expect(onChange).toHaveBeenLastCalledWith([{ name: '张三', prov: '130000', city: '130100' }]);
    await user.selectOptions(screen.getByRole('combobox', { name: '工作地省份' }), '请选择省份');
    expect(onChange).toHaveBeenLastCalledWith([{ name: '张三' }]);
  });

  it('stops adding at maxItems', async () => {
    renderWidget(ChildListWidget, { ...field, maxItems: 1 }, [{ name: '张三' }]);
    expect(screen.getByRole('button', { name: '添加人员' })).toBeDisabled();
  });

  it('submits the rows as an array inside a schema form', async () => {
    const onSubmit = vi.fn();
    const schema = z.object({ staff: z.array(z.object({ name: z.string(), role: z.string().optional() })).optional() });
    const { user } = renderSchemaForm({
      config: { schema, fields: [{ name: 'staff', label: '人员', kind: 'children', childFields: childFields.slice(0, 2) }] },
      onSubmit,
    });
    await user.click(screen.getByRole('button', { name: '添加人员' }));
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '王五');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ staff: [{ name: '王五' }] });
  });

  it('shows the text of a row’s fields as the schema will save it, like the form’s own fields', async () => {
    const onSubmit = vi.fn();
    const schema = z.object({ staff: z.array(z.object({ name: textSchema.max(4), phone: phoneNumberSchema.optional() })).optional() });
    const phoneField: FieldConfig = { name: 'phone', label: '联系电话', kind: 'text' };
    const { user } = renderSchemaForm({
      config: { schema, fields: [{ name: 'staff', label: '人员', kind: 'children', childFields: [childFields[0]!, phoneField] }] },
      onSubmit,
    });
    await user.click(screen.getByRole('button', { name: '添加人员' }));
    const name = screen.getByRole('textbox', { name: '姓名' });
    await user.type(name, '\u3000王五 ');
    await user.tab();
    expect(name).toHaveValue('王五');
    const phone = screen.getByRole('textbox', { name: '联系电话' });
    await user.click(phone);
    await user.paste('１３８ ００１３ ８０００');
    expect(phone).toHaveValue('13800138000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ staff: [{ name: '王五', phone: '13800138000' }] });
  });
});
