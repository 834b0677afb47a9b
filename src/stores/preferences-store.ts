import Cookies from 'js-cookie';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { paths } from '@/config/paths';
import { regionGroupOf } from '@/lib/dict/region-groups';
import { COOKIE_DAYS } from '@/stores/session-store';

/** Spec §4: the cookie holding the chosen province code ('' = nationwide), kept 7 days. */
export const PROVINCE_COOKIE = 'prov';

/** Spec §3 client preference settings. */
export interface Preferences {
  sideMenuCollapsed: boolean;
  isMobile: boolean;
  theme: 'dark' | 'light';
  layout: 'top' | 'side' | 'mix';
  contentWidth: 'fluid' | 'fixed';
  fixedHeader: boolean;
  fixedSidebar: boolean;
  /** Primary colour of the portal theme. */
  color: string;
  weakMode: boolean;
  multiTab: boolean;
  language: 'zh-CN';
  tableSize: 'default' | 'middle' | 'small';
  tableBordered: boolean;
  hideFooter: boolean;
  /** 6-digit province code, '000000' for the ministries, '' for nationwide. Read from the `prov` cookie at start. */
  province: string;
}

/**
 * Spec §3 defaults. The spec leaves layout, content width and colour open: the portal has a top navigation,
 * fluid content and its theme's primary colour (--color-primary in src/styles/index.css). The province is
 * undefined until read from the cookie, which happens when the store is created, so it is not listed here.
 */
export const PREFERENCE_DEFAULTS: Omit<Preferences, 'province'> = {
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
};

export interface PreferencesActions {
  /** Changes any settings other than the province. */
  update(changes: Partial<Omit<Preferences, 'province'>>): void;
  /**
   * Stores the province in state and in the `prov` cookie (7 days). Changing it on the home page reloads the
   * page (spec §4), so every home-page block refetches for the new province.
   */
  setProvince(code: string): void;
  /**
   * Falls back to nationwide ('') when the province dictionary does not know the chosen code, without reloading:
   * the province's readers refetch on the change.
   */
  forgetUnknownProvince(knownCodes: readonly string[]): void;
}

export type PreferencesStore = Preferences & PreferencesActions;

function writeProvinceCookie(code: string): void {
  Cookies.set(PROVINCE_COOKIE, code, { expires: COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}

/**
 * The province cookie's value, '' (nationwide) when there is none (spec §4) or when it is not a province code
 * of a known region (spec §9), which is then also cleared from the cookie.
 */
export function readProvinceCookie(): string {
  const code = Cookies.get(PROVINCE_COOKIE) ?? '';
  if (regionGroupOf(code) !== null) return code;
  writeProvinceCookie('');
  return '';
}

/** The one preferences store, usable outside React; inside React use `usePreferences`. */
export const preferencesStore = createStore<PreferencesStore>()((set, get) => ({
  ...PREFERENCE_DEFAULTS,
  province: readProvinceCookie(),

  update(changes) {
    set(changes);
  },

  setProvince(code) {
    const changed = get().province !== code;
    writeProvinceCookie(code);
    set({ province: code });
    if (changed && globalThis.location?.pathname === paths.home.path) globalThis.location.reload();
  },

  forgetUnknownProvince(knownCodes) {
    const { province } = get();
    if (province === '' || knownCodes.includes(province)) return;
    writeProvinceCookie('');
    set({ province: '' });
  },
}));

/**
 * Sets the province from anywhere, e.g. the header's province selector.
 *
 * @example <ProvinceOption onSelect={() => setProvince('110000')} />
 */
export function setProvince(code: string): void {
  preferencesStore.getState().setProvince(code);
}

/**
 * Selects from the preferences store inside React.
 *
 * @example const province = usePreferences((state) => state.province);
 */
export function usePreferences<T>(selector: (state: PreferencesStore) => T): T {
  return useStore(preferencesStore, selector);
}
