import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { resetDictStore } from '@/lib/dict/dict-store';
import type { FieldConfig } from './field-config';
import { fieldRegistry } from './field-registry';
import { renderSchemaForm, serveDicts } from './testing/render-schema-form';
import { sampleDicts, sampleFormConfig } from './testing/sample-form-config';

beforeEach(() => {
  resetDictStore();
  serveDicts(sampleDicts);
});

async function fillRequired(user: ReturnType<typeof renderSchemaForm>['user']) {
  await user.type(screen.getByLabelText(/项目名称/), '一号楼');
  await user.selectOptions(await screen.findByLabelText(/项目状态/), await screen.findByRole('option', { name: '在建' }));
}

describe('SchemaForm', () => {
  it('renders every registered kind with labels, sections and help text', async () => {
    // These kinds load options over HTTP or need injected functions; each has its own widgets/*.test.tsx.
    const testedAlone = ['select', 'region', 'qualification', 'upload', 'person', 'project', 'children'];
    expect(new Set([...sampleFormConfig.fields.map((field) => field.kind), ...testedAlone])).toEqual(new Set(Object.keys(fieldRegistry)));
    renderSchemaForm({ config: sampleFormConfig, onSubmit: vi.fn() });

    const basic = screen.getByRole('group', { name: '基本信息' });
    const name = within(basic).getByRole('textbox', { name: '项目名称' });
    expect(name).toHaveAccessibleDescription('与合同一致');
    expect(name).toBeRequired();
    expect(within(basic).getByRole('textbox', { name: '项目概况' })).toBeInTheDocument();
    expect(within(basic).getByRole('spinbutton', { name: '层数' })).toBeInTheDocument();
    expect(within(basic).getByRole('spinbutton', { name: '合同金额' })).toBeInTheDocument();
    const schedule = screen.getByRole('group', { name: '进度' });
    expect(within(schedule).getByLabelText('开工日期')).toHaveAttribute('type', 'date');
    const period = within(schedule).getByRole('group', { name: '合同工期' });
    expect(within(period).getByLabelText('合同工期开始日期')).toBeInTheDocument();
    expect(await within(schedule).findByRole('option', { name: '已竣工' })).toBeInTheDocument();
    const tags = within(schedule).getByRole('group', { name: '项目标签' });
    expect(await within(tags).findByRole('checkbox', { name: '民生' })).not.toBeChecked();
    expect(screen.queryByLabelText(/竣工日期/)).not.toBeInTheDocument();
  });

  it('shows required and zod messages at their fields and does not submit', async () => {
    const onSubmit = vi.fn();
    const { user } = renderSchemaForm({ config: sampleFormConfig, onSubmit });
    await user.click(screen.getByRole('button', { name: '保存' }));

    const name = screen.getByLabelText(/项目名称/);
    expect(await screen.findByText('请填写项目名称')).toBeInTheDocument();
    expect(screen.getByText('请选择项目状态')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('与合同一致 请填写项目名称');

    await user.type(name, '一二三四五六七八九十一');
    await user.type(screen.getByLabelText('层数'), '2.5');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('项目名称不能超过10个字')).toBeInTheDocument();
    expect(screen.getByText('层数须为整数')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a date range whose end is before its start', async () => {
    const { user } = renderSchemaForm({ config: sampleFormConfig, onSubmit: vi.fn() });
    fireEvent.change(screen.getByLabelText('合同工期开始日期'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('合同工期结束日期'), { target: { value: '2026-04-01' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('结束日期不能早于开始日期')).toBeInTheDocument();
  });

  it('shows a dependent field when its condition holds, requires it, and leaves it out when hidden', async () => {
    const onSubmit = vi.fn();
    const { user } = renderSchemaForm({ config: sampleFormConfig, onSubmit });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/项目状态/), '已竣工');
    const completion = await screen.findByLabelText(/竣工日期/);
    expect(completion.closest('div')).toHaveTextContent('*');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择竣工日期')).toBeInTheDocument();

    fireEvent.change(completion, { target: { value: '2026-06-30' } });
    await user.selectOptions(screen.getByLabelText(/项目状态/), '在建');
    expect(screen.queryByLabelText(/竣工日期/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: '重点' }));
    await user.type(screen.getByLabelText('合同金额'), '12345.678');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: '一号楼', status: 'building', tags: ['key'], amount: 12345.68 });
  });

  it('shows a configuration error for an unknown kind', () => {
    const config = { schema: z.object({}), fields: [{ name: 'region', label: '所在地区', kind: 'region-picker' } as unknown as FieldConfig] };
    renderSchemaForm({ config, onSubmit: vi.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('配置错误：字段“所在地区”（region）的类型“region-picker”没有对应的控件。');
  });

  it('puts server field errors on their fields', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(400, '参数错误', { errors: [{ field: 'body.name', msg: '项目名称已存在' }] }));
    const { user } = renderSchemaForm({ config: sampleFormConfig, onSubmit });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('项目名称已存在')).toBeInTheDocument();
    expect(screen.getByLabelText(/项目名称/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/项目名称/)).toHaveFocus());
  });

  it('disables itself while saving and submits once', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onSaveDraft = vi.fn();
    const { user } = renderSchemaForm({ config: sampleFormConfig, onSubmit, onSaveDraft, onCancel: vi.fn() });
    await fillRequired(user);
    const save = screen.getByRole('button', { name: '保存' });
    await user.click(save);
    const saving = await screen.findByRole('button', { name: '保存中…' });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '暂存' })).toBeDisabled();
    expect(screen.getByLabelText(/项目名称/)).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: '测试表单' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: '保存' })).toBeEnabled();
    expect(onSaveDraft).not.toHaveBeenCalled();
  });

  it('saves a draft without validation', async () => {
    const onSaveDraft = vi.fn();
    const { user } = renderSchemaForm({ config: sampleFormConfig, onSubmit: vi.fn(), onSaveDraft });
    await user.type(screen.getByLabelText(/项目名称/), '草稿');
    await user.click(screen.getByRole('button', { name: '暂存' }));
    await waitFor(() => expect(onSaveDraft).toHaveBeenCalledWith(expect.objectContaining({ name: '草稿', status: undefined })));
    expect(screen.queryByText('请选择项目状态')).not.toBeInTheDocument();
  });
});
