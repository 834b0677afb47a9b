import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetDictStore } from '@/lib/dict/dict-store';
import { preferencesStore } from '@/stores/preferences-store';
import { http, server } from '@/testing/msw-server';
import { provinceDict, signOut } from '../testing/fixtures';
import { renderHeader } from '../testing/render-header';

beforeEach(() => {
  signOut();
  resetDictStore();
  preferencesStore.setState({ province: '' });
  // setProvince reloads the page when jsdom's own location is the home page; the header is not there here.
  window.history.replaceState(null, '', '/policy');
  server.use(
    http.get('/system/dict/data/type/{dictType}', ({ params, response }) =>
      response(200).json({ code: 200, msg: '操作成功', data: params.dictType === 'sys_province' ? provinceDict() : [] }),
    ),
  );
});
afterEach(() => window.history.replaceState(null, '', '/'));

const trigger = () => screen.getByRole('button', { name: /^切换省份/ });
const current = (province: string) => new RegExp(`^切换省份，当前：\\s*${province}$`);

describe('province selector', () => {
  it('shows 全国 when no province is chosen', () => {
    renderHeader({ route: '/policy' });
    expect(trigger()).toHaveAccessibleName(current('全国'));
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows the chosen province by name', async () => {
    preferencesStore.setState({ province: '440000' });
    renderHeader({ route: '/policy' });
    await waitFor(() => expect(trigger()).toHaveAccessibleName(current('广东省')));
  });

  it('falls back to 全国 for a province the dictionary does not know, instead of staying at …', async () => {
    preferencesStore.setState({ province: '710000' });
    Cookies.set('prov', '710000');
    renderHeader({ route: '/policy' });
    await waitFor(() => expect(trigger()).toHaveAccessibleName(current('全国')));
    expect(preferencesStore.getState().province).toBe('');
    expect(Cookies.get('prov')).toBe('');
  });

  it('groups the provinces by region in spec order and marks the current one', async () => {
    const { user } = renderHeader({ route: '/policy' });
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: '选择省份' });
    await within(dialog).findByRole('button', { name: '北京市' });
    const groups = within(dialog).getAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      '全国',
      '部委',
      '华北',
      '东北',
      '华东',
      '华中',
      '华南',
      '西南',
      '西北',
    ]);
    const region = (name: string) => within(dialog).getByRole('region', { name });
    expect(within(region('全国')).getByRole('button', { name: '全国' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(region('部委')).getByRole('button', { name: '部委' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(region('华北')).getAllByRole('button').map((button) => button.textContent)).toEqual(['北京市', '河北省']);
    expect(within(region('西北')).getAllByRole('button').map((button) => button.textContent)).toEqual(['新疆维吾尔自治区', '新疆生产建设兵团']);
  });

  it('stores the choice in the prov cookie and closes', async () => {
    const { user } = renderHeader({ route: '/policy' });
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: '选择省份' });
    await user.click(await within(dialog).findByRole('button', { name: '新疆生产建设兵团' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(preferencesStore.getState().province).toBe('660000');
    expect(Cookies.get('prov')).toBe('660000');
    expect(trigger()).toHaveAccessibleName(current('新疆生产建设兵团'));
    expect(trigger()).toHaveFocus();
  });

  it('can go back to nationwide', async () => {
    preferencesStore.setState({ province: '110000' });
    const { user } = renderHeader({ route: '/policy' });
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: '选择省份' });
    expect(await within(dialog).findByRole('button', { name: '北京市' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: '全国' }));
    expect(preferencesStore.getState().province).toBe('');
    expect(Cookies.get('prov')).toBe('');
  });
});
