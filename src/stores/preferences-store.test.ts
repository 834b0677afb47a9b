import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const DAY_MS = 86_400_000;

async function freshStore(cookie = '', pathname = '/') {
  const document = { cookie };
  const reload = vi.fn();
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', { pathname, reload });
  vi.resetModules();
  const module = await import('./preferences-store');
  return { ...module, document, reload };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('preferences store', () => {
  it('starts with the spec defaults and the province from the cookie', async () => {
    const { preferencesStore, PREFERENCE_DEFAULTS } = await freshStore('access_token=t; prov=320000');
    expect(PREFERENCE_DEFAULTS).toEqual({
      sideMenuCollapsed: false,
      isMobile: false,
      theme: 'dark',
      layout: 'top',
      contentWidth: 'fluid',
      fixedHeader: false,
      fixedSidebar: false,
      color: '#1d4f91',
      weakMode: false,
      multiTab: true,
      language: 'zh-CN',
      tableSize: 'default',
      tableBordered: false,
      hideFooter: false,
    });
    expect(preferencesStore.getState()).toMatchObject({ ...PREFERENCE_DEFAULTS, province: '320000' });
  });

  it("defaults the province to '' without a cookie", async () => {
    const { preferencesStore } = await freshStore();
    expect(preferencesStore.getState().province).toBe('');
  });

  it('writes the prov cookie for 7 days and reloads on the home page', async () => {
    const { setProvince, preferencesStore, document, reload } = await freshStore('', '/');
    setProvince('110000');
    expect(preferencesStore.getState().province).toBe('110000');
    const [pair, ...attributes] = document.cookie.split('; ');
    expect(pair).toBe('prov=110000');
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'sameSite=Lax']));
    const expires = attributes.find((attribute) => attribute.startsWith('expires='))?.slice('expires='.length);
    expect(Date.parse(expires ?? '')).toBe(Date.now() + 7 * DAY_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload on other pages, nor when the province is unchanged', async () => {
    const { setProvince, reload } = await freshStore('prov=110000', '/policy');
    setProvince('000000');
    expect(reload).not.toHaveBeenCalled();

    const home = await freshStore('prov=110000', '/');
    home.setProvince('110000');
    expect(home.reload).not.toHaveBeenCalled();
    home.setProvince('');
    expect(home.document.cookie.startsWith('prov=;')).toBe(true);
    expect(home.reload).toHaveBeenCalledOnce();
  });

  it('updates other settings without touching the province', async () => {
    const { preferencesStore } = await freshStore('prov=440000');
    preferencesStore.getState().update({ sideMenuCollapsed: true, tableSize: 'small' });
    expect(preferencesStore.getState()).toMatchObject({ sideMenuCollapsed: true, tableSize: 'small', province: '440000' });
  });
});
