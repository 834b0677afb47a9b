/**
 * Reminders and checks as a member meets them, against the real server, in the basic member's enterprise (the
 * demo one is read by other specs). Every record a test adds carries a unique tag and is deleted afterwards.
 */
import type { Page } from '@playwright/test';
import { DEMO } from './support/flows.ts';
import { expect, memberSession, randomIdCard, test, uniqueTag, type MemberSession } from './support/records.ts';

function inDays(days: number): string {
  const date = new Date(Date.now() + 8 * 3_600_000);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Adds a registered person with the given category, specialty and expiry; returns its id and name. */
async function addPerson(page: Page, session: MemberSession, name: string, fields: Record<string, string> = {}) {
  const idCard = randomIdCard();
  const response = await page.context().request.post('/portal/person/addRegister', {
    headers: session.headers,
    data: {
      name,
      idCard,
      gender: Number(idCard[16]) % 2 === 1 ? '男' : '女',
      birthDate: `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`,
      regCategory: 'jzs2',
      regNo: `E2E-${uniqueTag()}`,
      certValidFrom: '2024-01-01',
      certValidTo: '2031-01-01',
      socialInsurance: 'normal',
      ...fields,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { id: string } };
  session.deleteAfter(`/portal/person/deleteRegister/${data.id}`);
  return data.id;
}

/** The unread count the side menu's 信息校验提醒 group shows on an entry (0 without a badge). */
async function menuCount(page: Page, entry: string): Promise<number> {
  const link = page.getByRole('navigation', { name: '企业信息菜单' }).getByRole('link', { name: new RegExp(`^${entry}(\\s*\\d+\\s*条未读提醒)?$`) });
  await expect(link).toBeVisible();
  const text = (await link.textContent()) ?? '';
  const match = /(\d+)\s*条未读提醒/.exec(text);
  return match ? Number(match[1]) : 0;
}

test.describe('reminders and checks', () => {
  let session: MemberSession;
  test.beforeEach(async ({ context, baseURL }) => {
    session = await memberSession(context, baseURL!, DEMO.basic.username, DEMO.basic.password);
  });
  test.afterEach(async () => {
    await session.cleanUp();
  });

  test('a certificate date 20 days away raises a reminder; 去处理 opens the field, and fixing it resolves the reminder', async ({ page }) => {
    test.slow();
    const name = `提醒${uniqueTag()}`;
    const id = await addPerson(page, session, name, { regSpecialty: 'jzs_jzgc' });

    await page.goto('/qyxx/zcry/zcryxxtx');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await menuCount(page, '注册人员');

    // The member edits the person's certificate date to 20 days from now.
    await page.goto(`/qyxx/zcry/ryxx?mode=edit&id=${id}`);
    const form = page.getByRole('form', { name: /注册人员/ });
    await form.getByLabel(/注册证书有效期至/).fill(inDays(20));
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page).not.toHaveURL(/mode=edit/);

    await page.goto('/qyxx/zcry/zcryxxtx');
    await expect.poll(() => menuCount(page, '注册人员')).toBeGreaterThan(before);
    const title = `${name} 的注册证书将于 ${inDays(20)} 到期`;
    await expect(page.getByRole('table').getByText(title)).toBeVisible();

    await page.getByRole('button', { name: `查看 ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('延续注册')).toBeVisible();
    await dialog.getByRole('link', { name: /去处理/ }).click();

    await expect(page).toHaveURL(new RegExp(`mode=edit&id=${id}`));
    const field = page.getByLabel(/注册证书有效期至/);
    await expect(field).toBeFocused();
    await field.fill(inDays(800));
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).not.toHaveURL(/mode=edit/);

    await page.goto('/qyxx/zcry/zcryxxtx?tab=all');
    await expect(page.getByRole('table').getByText(title)).toBeVisible();
    await page.goto('/qyxx/zcry/zcryxxtx');
    await expect(page.getByRole('table').getByText(title)).toHaveCount(0);
    await page.getByRole('tab', { name: '已解决' }).click();
    await expect(page.getByRole('table').getByText(title)).toBeVisible();
  });

  test('the personnel-count check shows a shortfall after registered personnel are deleted', async ({ page }) => {
    test.slow();
    const certNo = `E2E${uniqueTag()}`;
    const cert = await page.context().request.post('/portal/zzzs/add', {
      headers: session.headers,
      data: {
        certNo,
        certType: 'jzy',
        issueAuthority: '上海市住房和城乡建设管理委员会',
        issueDate: '2024-04-01',
        expiryDate: '2029-03-31',
        items: [{ category: '03', typeCode: '103001', subCode: '10300101', gradeCode: 'class_3', itemName: '建筑工程施工总承包' }],
      },
    });
    expect(cert.ok(), await cert.text()).toBe(true);
    const certId = ((await cert.json()) as { data: { id: string } }).data.id;
    session.deleteAfter(`/portal/zzzs/delete/${certId}`);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await addPerson(page, session, `数量${uniqueTag()}`, { regSpecialty: 'jzs_jzgc' }));

    await page.goto('/qyxx/qyxxjy/ryslcheck');
    await page.getByRole('button', { name: '一键校验' }).click();
    const rows = page.getByRole('row').filter({ hasText: certNo });
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: '不足' })).toHaveCount(0);

    for (const id of ids.slice(0, 2)) {
      const response = await page.context().request.post(`/portal/person/deleteRegister/${id}`, { headers: session.headers });
      expect(response.ok()).toBe(true);
    }
    await page.getByRole('button', { name: '一键校验' }).click();
    await expect(rows.filter({ hasText: '不足' }).first()).toBeVisible();
  });

  test('a finding marked 已核实 keeps its mark after the check runs again', async ({ page }) => {
    test.slow();
    const name = `核实${uniqueTag()}`;
    await addPerson(page, session, name, { regSpecialty: 'jzs_jzgc', socialInsurance: 'unpaid' });

    await page.goto('/qyxx/qyxxjy/rycheck');
    await page.getByRole('button', { name: '一键校验' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.first()).toBeVisible();
    await row.first().getByRole('button', { name: `核实 ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '理由' }).fill('已与人事部门核实，社保转移办理中');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.first()).toContainText('已核实');

    await page.getByRole('button', { name: '一键校验' }).click();
    await expect(page.getByRole('button', { name: '一键校验' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('row').filter({ hasText: name }).first()).toContainText('已核实');
  });

  test('a new warning reminder brings a message; reading all messages takes the header badge to 0', async ({ page }) => {
    test.slow();
    await addPerson(page, session, `消息${uniqueTag()}`, { regSpecialty: 'jzs_jzgc', certValidTo: inDays(10) });

    await page.goto('/userMessage');
    const badge = page.getByRole('link', { name: /^消息 \d+\+? 条未读$/ });
    await expect(badge).toBeVisible();
    await expect(page.getByText('的注册证书将于').first()).toBeVisible();

    await page.getByRole('button', { name: '全部标记已读' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('link', { name: '消息', exact: true })).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});
