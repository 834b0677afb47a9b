import { expect, test } from '@playwright/test';
import { DEMO, loginWithKey, loginWithPassword } from './support/flows.ts';
import { NOT_PERMITTED_TEXT } from './support/selectors.ts';

test('a protected path sends a visitor to /login and back after logging in', async ({ page }) => {
  await page.goto('/userInfo');
  await expect(page).toHaveURL(/\/login\?redirect=%2FuserInfo$/);

  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  await expect(page).toHaveURL(/\/userInfo$/);
});

test('the way back after logging in keeps the search and the #hash', async ({ page }) => {
  await page.goto('/userInfo?tab=safe#phone');
  await expect(page).toHaveURL(/\/login\?redirect=%2FuserInfo%3Ftab%3Dsafe%23phone$/);

  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  await expect(page).toHaveURL(/\/userInfo\?tab=safe#phone$/);
});

test('a secondary key cannot open a route it was not granted', async ({ page }) => {
  await page.goto('/login');
  await loginWithKey(page, DEMO.secondaryKey);

  // The demo secondary key holds menus 1010, 1101 and 1301 only (server/seed/demo-accounts.ts); /manageKey is 2600.
  await page.goto('/manageKey');
  await expect(page).toHaveURL(/\/manageKey$/);
  await expect(page.getByText(NOT_PERMITTED_TEXT)).toBeVisible();
});
