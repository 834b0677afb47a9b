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

  it.each(['abc', '99', '990000', '110100', '%E5%8C%97%E4%BA%AC'])('falls back to nationwide for the unknown prov cookie %s and clears it', async (value) => {
    const { preferencesStore, document, reload } = await freshStore(`prov=${value}`);
    expect(preferencesStore.getState().province).toBe('');
    expect(document.cookie.startsWith('prov=;')).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the ministries and corps codes from the cookie', async () => {
    expect((await freshStore('prov=000000')).preferencesStore.getState().province).toBe('000000');
    expect((await freshStore('prov=660000')).preferencesStore.getState().province).toBe('660000');
  });

  it('forgets a province the dictionary does not know, without reloading', async () => {
    const { preferencesStore, document, reload } = await freshStore('prov=710000', '/');
    preferencesStore.getState().forgetUnknownProvince(['110000', '440000']);
    expect(preferencesStore.getState().province).toBe('');
    expect(document.cookie.startsWith('prov=;')).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    const known = await freshStore('prov=440000', '/');
    known.preferencesStore.getState().forgetUnknownProvince(['110000', '440000']);
    expect(known.preferencesStore.getState().province).toBe('440000');
    expect(known.document.cookie).toBe('prov=440000');
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
