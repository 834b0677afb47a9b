import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resetDictStore } from '@/lib/dict/dict-store';
import type { FormConfig } from '../field-config';
import { renderSchemaForm, serveDicts } from '../testing/render-schema-form';

const DICTS: Record<string, [label: string, value: string, remark: string | null][]> = {
  reg_category: [
    ['一级注册建造师', 'jzs1', null],
    ['注册监理工程师', 'jlgcs', null],
  ],
  reg_specialty: [
    ['建筑工程', 'jzs_jzgc', 'jzs1,jzs2'],
    ['铁路工程', 'jzs_tlgc', 'jzs1'],
    ['房屋建筑工程', 'jl_fwjz', 'jlgcs'],
  ],
};

const config: FormConfig = {
  schema: z.object({ regCategory: z.string(), regSpecialty: z.string().optional() }),
  fields: [
    { name: 'regCategory', label: '注册类别', kind: 'dict-select', dictType: 'reg_category', required: true },
    { name: 'regSpecialty', label: '注册专业', kind: 'dict-select', dictType: 'reg_specialty', dictParent: 'regCategory' },
  ],
};

beforeEach(() => {
  resetDictStore();
  serveDicts(DICTS);
});

const optionNames = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('DictSelectWidget with dictParent', () => {
  it('offers only the items the parent value allows and clears a choice the parent no longer allows', async () => {
    const onSubmit = vi.fn();
    const { user } = renderSchemaForm({ config, onSubmit, defaultValues: { regCategory: 'jzs1', regSpecialty: 'jzs_tlgc' } });
    const specialty = await screen.findByLabelText('注册专业');
    await waitFor(() => expect(optionNames(specialty)).toEqual(['请选择', '建筑工程', '铁路工程']));
    expect(specialty).toHaveValue('jzs_tlgc');

    await user.selectOptions(screen.getByLabelText(/注册类别/), '注册监理工程师');
    expect(optionNames(specialty)).toEqual(['请选择', '房屋建筑工程']);
    await waitFor(() => expect(specialty).toHaveValue(''));

    await user.selectOptions(specialty, '房屋建筑工程');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ regCategory: 'jlgcs', regSpecialty: 'jl_fwjz' }));
  });

  it('offers nothing before the parent is chosen', async () => {
    renderSchemaForm({ config, onSubmit: vi.fn() });
    const specialty = await screen.findByLabelText('注册专业');
    await waitFor(() => expect(specialty).toBeDisabled());
    expect(optionNames(specialty)).toEqual(['请选择']);
  });
});
