import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginWithPassword } from './support/flows.ts';

const EVIL = 'https://evil.example/login?next=1';
/** A related site from the footer (src/config/site.ts), followed without the notice. */
const RELATED = 'https://jzsc.mohurd.gov.cn/home';

/** Answers every request to `origin` with a stub page, so no test leaves for the real site, and records them. */
async function stubSite(page: Page, origin: string): Promise<string[]> {
  const visits: string[] = [];
  await page.route(`${origin}/**`, (route) => {
    visits.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>stub</title><h1>外部站点</h1>' });
  });
  return visits;
}

test('signing in with redirect=/external-redirect?url=… ends on this site, not at the other host', async ({ page, baseURL }) => {
  const visits = await stubSite(page, 'https://evil.example');
  await page.goto('/login?redirect=/external-redirect?url=https://evil.example');
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);

  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(visits).toEqual([]);
});

test('an external redirect to a host off the allowlist shows the leaving notice, and 继续访问 leaves', async ({ page }) => {
  const visits = await stubSite(page, 'https://evil.example');
  await page.goto(`/external-redirect?url=${encodeURIComponent(EVIL)}`);

  await expect(page.getByRole('heading', { level: 1, name: '您即将离开本站' })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['evil.example', EVIL]);
  expect(visits).toEqual([]);

  await page.getByRole('link', { name: '继续访问' }).click();
  await expect(page).toHaveURL(EVIL);
  expect(visits).toEqual([EVIL]);
});

test('返回 on a leaving notice opened from outside the app goes to the home page', async ({ page, baseURL }) => {
  const visits = await stubSite(page, 'https://evil.example');
  await page.goto(`/external-redirect?url=${encodeURIComponent(EVIL)}`);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(visits).toEqual([]);
});

test('an external redirect to a related site leaves at once', async ({ page }) => {
  const visits = await stubSite(page, 'https://jzsc.mohurd.gov.cn');
  await page.goto(`/external-redirect?url=${encodeURIComponent(RELATED)}`);
  await expect(page).toHaveURL(RELATED);
  expect(visits).toEqual([RELATED]);
});
