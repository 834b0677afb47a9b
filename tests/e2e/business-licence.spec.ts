import { expect, test, type Page } from '@playwright/test';
import { creditCodeCheckChar } from '../../forms/validators.ts';
import { registerNewUser } from './support/flows.ts';
import { signInByApi } from './support/sandbox.ts';

const LICENCE_PATH = '/qyxx/yyzz/yyzzxx';
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A valid unified social credit code no other enterprise uses (the portal rejects duplicates). */
function freshCreditCode(): string {
  let body = '91110000';
  while (body.length < 17) body += CODE_CHARS[Math.floor(Math.random() * CODE_CHARS.length)];
  return body + creditCodeCheckChar(body);
}

/** A code with a wrong check character: the same body, any other last character. */
function wrongCheck(code: string): string {
  return code.slice(0, 17) + (code.endsWith('0') ? '1' : '0');
}

// A 1×1 PNG: the server checks uploads by their magic bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A freshly registered member (an enterprise without a licence), signed in, on the licence page. */
async function newMemberOnLicencePage(page: Page, baseURL: string) {
  const user = await registerNewUser(page);
  await signInByApi(page.context(), baseURL, user.phone, user.password);
  await page.goto(LICENCE_PATH);
  await expect(page.getByText(/尚未填写营业执照/)).toBeVisible();
  return user;
}

test('a member fills the licence: a wrong credit code is rejected, the corrected licence saves and survives a reload', async ({ page, baseURL }) => {
  const user = await newMemberOnLicencePage(page, baseURL!);
  const code = freshCreditCode();
  await page.getByRole('button', { name: '填写营业执照' }).first().click();
  const form = page.getByRole('form', { name: '填写营业执照' });

  await form.getByLabel(/企业名称/).fill(user.entName);
  await form.getByLabel(/统一社会信用代码/).fill(wrongCheck(code));
  await form.getByLabel(/统一社会信用代码/).blur();
  await expect(form.getByText('请输入正确的统一社会信用代码')).toBeVisible();

  await form.getByLabel(/统一社会信用代码/).fill(code);
  await expect(form.getByText('请输入正确的统一社会信用代码')).toBeHidden();
  await form.getByLabel(/法定代表人/).fill('周立群');
  await form.getByLabel(/企业类型/).selectOption({ label: '有限责任公司' });
  await form.getByLabel(/注册资本/).fill('6000');
  await form.getByLabel(/成立日期/).fill('2019-03-15');
  await form.getByLabel(/营业期限自/).fill('2019-03-15');
  await form.getByLabel(/登记机关/).fill('北京市朝阳区市场监督管理局');
  await form.getByRole('combobox', { name: /省份/ }).selectOption({ label: '北京市' });
  await form.getByRole('combobox', { name: /城市/ }).selectOption({ label: '北京市' });
  await form.getByLabel(/住所/).fill('北京市朝阳区建国路 88 号');
  await form.getByLabel(/经营范围/).fill('建筑工程施工总承包；市政公用工程施工。');
  await form.getByLabel(/扫描件/).setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('link', { name: '营业执照.png', exact: true })).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();

  await expect(page).not.toHaveURL(/mode=edit/);
  await page.reload();
  const subject = page.getByRole('region', { name: '主体信息' });
  await expect(subject).toContainText(code);
  await expect(subject).toContainText('周立群');
  await expect(subject).toContainText('6,000.00');
  await expect(page.getByRole('region', { name: '登记信息' })).toContainText('北京市 北京市');
  // The stored scan is listed and fetched with the session's token for its thumbnail.
  await expect(page.getByRole('region', { name: '营业执照扫描件' }).getByRole('img', { name: '营业执照.png预览' })).toBeVisible();
  const history = page.getByRole('table', { name: '变更记录' });
  // One entry per filled field, by this member, paged by 10.
  await expect(history.getByRole('row').nth(1)).toContainText('新增');
  await expect(page.getByRole('navigation', { name: '变更记录分页' })).toContainText(/共 1\d 条/);
});

test('a member saves an unfinished licence as a draft and resumes it later', async ({ page, baseURL }) => {
  const user = await newMemberOnLicencePage(page, baseURL!);
  await page.getByRole('button', { name: '填写营业执照' }).first().click();
  const form = page.getByRole('form', { name: '填写营业执照' });
  await form.getByLabel(/企业名称/).fill(user.entName);
  await form.getByLabel(/法定代表人/).fill('孙晓东');
  await form.getByLabel(/注册资本/).fill('1200');
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/portal/ent/saveTmp' && response.request().method() === 'POST');
  await form.getByRole('button', { name: '暂存' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('草稿已暂存，下次打开可继续编辑')).toBeVisible();

  // Later: the licence is still empty, and the page offers the draft.
  await page.goto('/qyxx/qyxxzx');
  await page.goto(LICENCE_PATH);
  await expect(page.getByText(/尚未填写营业执照/)).toBeVisible();
  await expect(page.getByText(/您有一份未提交的草稿/)).toBeVisible();
  await page.getByRole('button', { name: '继续编辑草稿' }).click();
  const resumed = page.getByRole('form', { name: '填写营业执照' });
  await expect(resumed.getByLabel(/企业名称/)).toHaveValue(user.entName);
  await expect(resumed.getByLabel(/法定代表人/)).toHaveValue('孙晓东');
  await expect(resumed.getByLabel(/注册资本/)).toHaveValue('1200');
  await expect(page.getByText(/正在编辑暂存的草稿/)).toBeVisible();

  // Discarding it (confirmed) leaves an empty form.
  await page.getByRole('button', { name: '放弃草稿' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/正在编辑暂存的草稿/)).toBeHidden();
  await expect(page.getByRole('form', { name: '填写营业执照' }).getByLabel(/法定代表人/)).toHaveValue('');
});
