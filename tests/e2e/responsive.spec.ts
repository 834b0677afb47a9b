import { expect, test } from '@playwright/test';
import { DEMO, expectNoHorizontalScroll } from './support/flows.ts';
import { signInByApi } from './support/sandbox.ts';
import { DRAWER_ITEMS, entry, header, TOP_NAV_ITEMS } from './support/selectors.ts';

test.describe('360 × 740', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the drawer lists the main sections and locks body scrolling', async ({ page }) => {
    await page.goto('/');
    await header.openDrawer(page).click();
    const drawer = header.drawer(page);
    await expect(drawer).toBeVisible();
    for (const item of DRAWER_ITEMS) await expect(entry(drawer, item).first(), item).toBeVisible();
    // radix (react-remove-scroll) marks the body and sets overflow: hidden while a modal drawer is open.
    await expect
      .poll(() =>
        page.evaluate(() => document.body.hasAttribute('data-scroll-locked') || getComputedStyle(document.body).overflow === 'hidden'),
      )
      .toBe(true);
  });

  test("a signed-in member finds 企业信息 and 会员专栏 in the drawer, below the five items", async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, DEMO.member.username, DEMO.member.password);
    await page.goto('/');
    await header.openDrawer(page).click();
    const drawer = header.drawer(page);
    const enterprise = drawer.getByRole('list', { name: '企业信息' });
    await expect(enterprise.getByRole('link', { name: '企业信息录入及查询' })).toBeVisible();
    await expect(drawer.getByRole('list', { name: '会员专栏' }).getByRole('link', { name: /密钥管理/ })).toBeVisible();
    await enterprise.getByRole('link', { name: '企业信息录入及查询' }).click();
    await expect(page).toHaveURL(/\/qyxx\/yyzz\/yyzzxx$/);
    await expect(page.getByRole('heading', { level: 1, name: '营业执照信息' })).toBeVisible();
  });
});

test.describe('1024 × 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('main-navigation items that do not fit are in the 更多 menu', async ({ page, context, baseURL }) => {
    // Signed in, the bar also holds 企业信息 and 会员专栏, so at 1024 px not everything fits.
    await signInByApi(context, baseURL!, DEMO.member.username, DEMO.member.password);
    await page.goto('/');
    const more = header.more(page);
    await expect(more).toBeVisible();
    await page.waitForLoadState('networkidle');

    const nav = header.topNav(page);
    const hidden: string[] = [];
    for (const item of TOP_NAV_ITEMS) if (!(await entry(nav, item).first().isVisible())) hidden.push(item);
    expect(hidden.length, '1024 px 时导航栏应有放不下的项').toBeGreaterThan(0);

    await more.click();
    const controls = await more.getAttribute('aria-controls');
    const menu = controls ? page.locator(`[id="${controls}"]`) : header.moreMenu(page);
    await expect(menu).toBeVisible();
    const menuText = await menu.innerText();
    const moved = hidden.filter((item) => menuText.includes(item));
    expect(moved.length, `更多菜单：${menuText.replace(/\s+/g, ' ')}；栏中未显示：${hidden.join('、')}`).toBeGreaterThan(0);
  });
});

for (const width of [360, 1920]) {
  for (const path of ['/', '/login']) {
    test(`no horizontal scroll at ${width} px on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 1080 });
      await page.goto(path);
      await expectNoHorizontalScroll(page);
    });
  }
}
