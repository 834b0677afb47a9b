import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginWithKey } from './support/flows.ts';
import { signInByApi } from './support/sandbox.ts';
import { header, NOT_PERMITTED_TEXT } from './support/selectors.ts';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '企业信息菜单' });

test.describe('a secondary key in /qyxx', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    // The demo secondary key is granted the information centre, the licence and registered personnel only.
    await loginWithKey(page, DEMO.secondaryKey);
  });

  test('opens the pages it was granted and 页面未找到 for the others', async ({ page }) => {
    await page.goto('/qyxx/zcry/ryxx');
    await expect(page.getByRole('heading', { level: 1, name: '注册人员信息' })).toBeVisible();

    for (const path of ['/qyxx/yyzz/yyzzxxtx', '/qyxx/zzzs/zzzsxx', '/qyxx/sbclfx']) {
      await page.goto(path);
      await expect(page.getByText(NOT_PERMITTED_TEXT), path).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('sees only its granted pages in the side menu and the 企业信息 dropdown', async ({ page }) => {
    await page.goto('/qyxx/yyzz/yyzzxx');
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: '营业执照信息' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['营业执照信息', '注册人员信息']);
    await expect(menu.getByRole('button', { name: '信息校验提醒' })).toHaveCount(0);

    await header.topNav(page).getByRole('button', { name: '企业信息' }).hover();
    const dropdown = header.topNav(page).getByRole('link', { name: '企业信息录入及查询' });
    await expect(dropdown).toHaveAttribute('href', '/qyxx/yyzz/yyzzxx');
    await expect(header.topNav(page).getByRole('link', { name: /信息校验提醒|受理情况指南|申报材料分析/ })).toHaveCount(0);
  });

  test('opens the licence page at /qyxx/yyzz', async ({ page }) => {
    await page.goto('/qyxx/yyzz');
    await expect(page).toHaveURL(/\/qyxx\/yyzz\/yyzzxx$/);
    await expect(page.getByRole('heading', { level: 1, name: '营业执照信息' })).toBeVisible();
  });
});

test('an account with no enterprise sees why /qyxx refuses it, on the page, with a next step', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, 'admin', 'Admin@2026');
  await page.goto('/qyxx/zzzs/zzzsxx');
  await expect(page.getByRole('heading', { level: 1, name: '无法使用此页面' })).toBeVisible();
  await expect(page.getByText('当前账号未关联企业，无法访问企业数据')).toBeVisible();
  await expect(page.getByText(/请退出后使用企业会员账号或企业密钥登录/)).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  await expect(page).toHaveURL(/\/qyxx\/zzzs\/zzzsxx$/);
});
