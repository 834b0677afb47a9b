/** Multi-step user flows shared by the end-to-end specs. */
import { expect, type Page } from '@playwright/test';
import { latestSmsCode, solveCaptcha, uniquePhone } from './sandbox.ts';
import * as selectors from './selectors.ts';

/** The seeded demo data (server/seed/demo-accounts.ts), repeated so the specs do not import server code. */
export const DEMO = {
  member: { username: 'demo', password: 'Demo@2026', entName: '中建示范建设集团有限公司' },
  /** A second enterprise (role member) with no seeded records. */
  basic: { username: 'basic', password: 'Basic@2026', entName: '华东基础建设工程有限公司' },
  secondaryKey: 'DEMO-SECONDARY-KEY-5T9W-4R2N',
} as const;

/** On /login: the 密码登录 tab, credentials, 登录, then the captcha. */
export async function loginWithPassword(page: Page, username: string, password: string): Promise<void> {
  await selectors.login.passwordTab(page).click();
  await selectors.login.username(page).fill(username);
  await selectors.login.password(page).fill(password);
  await solveCaptcha(page, () => selectors.login.submit(page).click());
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** On /login: the 密钥登录 tab, the key, 登录 (no captcha for a key). */
export async function loginWithKey(page: Page, key: string): Promise<void> {
  await selectors.login.keyTab(page).click();
  await selectors.login.key(page).fill(key);
  await selectors.login.submit(page).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

export interface RegisteredUser {
  phone: string;
  password: string;
  entName: string;
}

/** Registers a new enterprise user at /register with a fresh phone number and the sandbox's SMS code. */
export async function registerNewUser(page: Page): Promise<RegisteredUser> {
  const phone = uniquePhone();
  const user = { phone, password: `E2e${phone.slice(-6)}x`, entName: `端到端测试建设有限公司${phone.slice(-4)}` };
  await page.goto('/register');
  await selectors.register.phone(page).fill(user.phone);
  await selectors.register.sendCode(page).click();
  const code = await latestSmsCode(page.request, user.phone);
  await selectors.register.code(page).fill(code);
  await selectors.register.enterprise(page).fill(user.entName);
  await selectors.register.password(page).fill(user.password);
  await selectors.register.confirmPassword(page).fill(user.password);
  const registered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/portal/api/register' && response.request().method() === 'POST',
  );
  await selectors.register.submit(page).click();
  const response = await registered;
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/** Fails when the page, once loaded and idle, is wider than the viewport (a horizontal scroll bar). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()}：scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`).toBeLessThanOrEqual(innerWidth);
}
