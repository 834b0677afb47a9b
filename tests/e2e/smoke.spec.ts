import { expect, test } from '@playwright/test';
import { TITLE } from './support/selectors.ts';

test('the built home page loads from the real server', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(TITLE));
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the sandbox endpoints are on', async ({ request }) => {
  const response = await request.get('/dev/sandbox/outbox?limit=1');
  expect(response.status()).toBe(200);
});
