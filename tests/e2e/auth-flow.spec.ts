import { expect, test } from '@playwright/test';
import { loginWithPassword, registerNewUser } from './support/flows.ts';
import { header, LOGOUT_QUESTION } from './support/selectors.ts';

test('register, log in with the captcha, see the name in the header, log out to /login', async ({ page }) => {
  const user = await registerNewUser(page);

  if (!/\/login(\?|$)/.test(page.url())) await page.goto('/login');
  await loginWithPassword(page, user.phone, user.password);

  // A new account's nickname is its enterprise name.
  const userMenu = header.userMenu(page, user.entName);
  await expect(userMenu).toBeVisible();

  await userMenu.click();
  await header.logout(page).click();
  await expect(header.logoutDialog(page)).toContainText(LOGOUT_QUESTION);
  await header.logoutConfirm(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(header.userMenu(page, user.entName)).toBeHidden();
});
