/**
 * Record pages as a keyboard and screen-reader user meets them, against the real server: axe-core finds no
 * serious or critical problem in our pages at 360/768/1366 px and none of them scrolls sideways; focus follows
 * the view (查看, 返回列表, row delete); browser back from a dirty form asks first; and the information centre's
 * counts are fetched again after a delete. Every record a test touches is its own, under a unique name.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test, uniqueTag } from './support/records.ts';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

// The portal's CSP allows no inline or injected scripts; axe is injected for the audit only.
test.use({ bypassCSP: true });

const PAGES = [
  '/qyxx/yyzz/yyzzxx',
  '/qyxx/zzzs/zzzsxx',
  '/qyxx/zcry/ryxx',
  '/qyxx/qtry/ryxx',
  '/qyxx/jgptxm/xmmgr',
  '/qyxx/zcry/ryyjxx',
  '/qyxx/qyxxzx',
  '/qyxx/zcry/ryxx?mode=create',
  '/qyxx/zzzs/zzzsxx?mode=create',
  '/qyxx/zcry/ryyjxx?mode=create',
  '/qyxx/yyzz/yyzzxx?mode=edit',
] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Serious and critical axe violations of the page's content (the site header is another team's and excluded). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ exclude: [['header']] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

for (const width of [360, 768, 1366]) {
  test(`record pages at ${width} px: no serious axe violations and no sideways page scroll`, async ({ page, demo: _demo }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('加载中…')).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }

    // The list's other states: every filter shown (date ranges included), a row selected, the column menu open.
    await page.goto('/qyxx/zcry/ryxx');
    await page.getByRole('button', { name: '展开' }).click();
    await page.getByRole('checkbox', { name: /^选择 .+（/ }).first().check();
    await page.getByRole('button', { name: '列设置' }).click();
    await expect(page.getByRole('dialog', { name: '列设置' })).toBeVisible();
    expect(await seriousViolations(page), 'list with filters expanded and column menu open').toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'expanded search form scrolls the page sideways').toBeLessThanOrEqual(0);
  });
}

test('focus follows 查看, 返回列表 and a keyboard delete to the new heading', async ({ page, demo }) => {
  const person = await demo.addPerson({ name: `焦点${uniqueTag()}` });
  await page.goto(`/qyxx/zcry/ryxx?name=${encodeURIComponent(person.name)}`);
  const listHeading = page.getByRole('heading', { level: 1, name: '注册人员信息' });

  await page.getByRole('button', { name: `查看 ${person.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`注册人员详情：${person.name}`) })).toBeFocused();
  await page.getByRole('button', { name: '返回列表' }).press('Enter');
  await expect(listHeading).toBeFocused();

  await page.getByRole('button', { name: `删除 ${person.title}` }).press('Enter');
  await page.getByRole('alertdialog', { name: '删除确认' }).getByRole('button', { name: '确定' }).press('Enter');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await expect(listHeading).toBeFocused();
});

test('after a delete the information centre fetches its counts again instead of showing the cached ones', async ({ page, demo }) => {
  const person = await demo.addPerson({ name: `计数${uniqueTag()}` });
  await page.goto('/qyxx/qyxxzx');
  await expect(page.getByRole('heading', { level: 1, name: '企业信息中心' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '注册人员', exact: true }).click();
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByLabel('姓名').fill(person.name);
  await search.getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: `删除 ${person.title}` }).click();
  await page.getByRole('alertdialog', { name: '删除确认' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();

  const counts = page.waitForResponse((response) => new URL(response.url()).pathname === '/portal/entInfoNum/personNum');
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: '企业信息中心' })).toBeVisible();
  await counts;
});

test('browser back from a dirty 新增 form asks first; 留在此页 keeps the input', async ({ page, demo: _demo }) => {
  await page.goto('/qyxx/qtry/ryxx');
  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('form', { name: '新增其他人员' });
  await form.getByLabel(/姓名/).fill(`未保存${uniqueTag()}`);
  await page.goBack();
  const dialog = page.getByRole('alertdialog', { name: '离开此页' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '留在此页' }).click();
  await expect(page).toHaveURL(/mode=create/);
  await expect(form.getByLabel(/姓名/)).not.toHaveValue('');

  await page.goBack();
  await page.getByRole('alertdialog', { name: '离开此页' }).getByRole('button', { name: '离开' }).click();
  await expect(page).not.toHaveURL(/mode=create/);
  await expect(page.getByRole('heading', { level: 1, name: '其他人员信息' })).toBeFocused();
});

test('a page number past the end is corrected in place, so browser back leaves it', async ({ page, demo: _demo }) => {
  await page.goto('/qyxx/zcry/ryxx');
  await expect(page.getByRole('status').filter({ hasText: /^共 \d+ 条$/ })).toBeVisible();
  await page.goto(`/qyxx/zcry/ryxx?name=${encodeURIComponent(`无此人${uniqueTag()}`)}&pageNum=9`);
  await expect(page).not.toHaveURL(/pageNum=/);
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/qyxx\/zcry\/ryxx$/);
});
