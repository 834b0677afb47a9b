import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDictStore } from '@/lib/dict/dict-store';
import { renderSchemaForm, serveDicts } from './testing/render-schema-form';
import { sampleDicts, sampleFormConfig } from './testing/sample-form-config';

beforeEach(() => {
  resetDictStore();
  serveDicts(sampleDicts);
});

describe('unsaved-changes guard', () => {
  it('lets a clean form leave without asking', async () => {
    const { user } = renderSchemaForm({ config: sampleFormConfig, onSubmit: vi.fn() });
    await user.click(screen.getByRole('link', { name: '其他页面' }));
    expect(await screen.findByRole('heading', { name: '已离开' })).toBeInTheDocument();
  });

  it('asks before leaving a dirty form, stays on 留在此页 and leaves on 离开', async () => {
    const { user } = renderSchemaForm({ config: sampleFormConfig, onSubmit: vi.fn() });
    await user.type(screen.getByLabelText(/项目名称/), '一号楼');
    await user.click(screen.getByRole('link', { name: '其他页面' }));
    const dialog = await screen.findByRole('alertdialog', { name: '离开此页' });
    expect(dialog).toHaveTextContent('有未保存的修改，确定离开吗？');
    await user.click(screen.getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/项目名称/)).toHaveValue('一号楼');

    await user.click(screen.getByRole('link', { name: '其他页面' }));
    await user.click(await screen.findByRole('button', { name: '离开' }));
    expect(await screen.findByRole('heading', { name: '已离开' })).toBeInTheDocument();
  });

  it('catches browser back', async () => {
    const { user, router } = renderSchemaForm({ config: sampleFormConfig, onSubmit: vi.fn() });
    await router.navigate('/other');
    await router.navigate('/');
    await user.type(await screen.findByLabelText(/项目名称/), '一号楼');
    await router.navigate(-1);
    expect(await screen.findByRole('alertdialog', { name: '离开此页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');

    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: '离开' }));
    expect(await screen.findByRole('heading', { name: '已离开' })).toBeInTheDocument();
  });

  it('catches browser back that changes only the search (a record page going from ?mode=create to its list)', async () => {
    const { user, router } = renderSchemaForm({ config: sampleFormConfig, onSubmit: vi.fn() });
    await router.navigate('/?mode=create');
    await user.type(await screen.findByLabelText(/项目名称/), '一号楼');
    await router.navigate(-1);
    expect(await screen.findByRole('alertdialog', { name: '离开此页' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=create');
    await user.click(screen.getByRole('button', { name: '留在此页' }));
    expect(screen.getByLabelText(/项目名称/)).toHaveValue('一号楼');
  });

  it('prompts on reload or tab close only while dirty', async () => {
    const { user } = renderSchemaForm({ config: sampleFormConfig, onSubmit: vi.fn() });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText(/项目名称/), '一');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('does not block the navigation a successful save makes', async () => {
    let navigate: (to: string) => Promise<void> = async () => undefined;
    const onSubmit = vi.fn(() => navigate('/other'));
    const { user, router } = renderSchemaForm({ config: sampleFormConfig, onSubmit });
    navigate = (to) => router.navigate(to);
    await user.type(screen.getByLabelText(/项目名称/), '一号楼');
    await user.selectOptions(screen.getByLabelText(/项目状态/), await screen.findByRole('option', { name: '在建' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('heading', { name: '已离开' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
