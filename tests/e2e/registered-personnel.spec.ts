import { expect, test } from '@playwright/test';
import { DEMO } from './support/flows.ts';
import { signInByApi } from './support/sandbox.ts';

test('a member adds a registered person: a bad ID number is rejected, a good one fills gender and birth date', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, DEMO.member.username, DEMO.member.password);
  await page.goto('/qyxx/zcry/ryxx');

  // The demo enterprise is seeded with registered personnel.
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('form', { name: '新增注册人员' });
  const idCard = form.getByLabel(/身份证号/);
  await idCard.fill('110105194912310021');
  await idCard.blur();
  await expect(form.getByText('请输入正确的身份证号码')).toBeVisible();

  await idCard.fill('11010519491231002X');
  await expect(form.getByLabel(/性别/)).toHaveValue('女');
  await expect(form.getByLabel(/出生日期/)).toHaveValue('1949-12-31');

  const name = `端到端${Date.now() % 100000}`;
  await form.getByLabel(/姓名/).fill(name);
  await form.getByLabel(/注册类别/).selectOption({ label: '一级注册建造师' });
  await form.getByLabel(/注册证书编号/).fill(`E2E-${Date.now() % 1000000}`);
  await form.getByLabel(/注册证书有效期起/).fill('2024-01-01');
  await form.getByLabel(/注册证书有效期至/).fill('2028-01-01');
  await form.getByLabel(/社保缴纳情况/).selectOption({ label: '正常缴纳' });
  await form.getByRole('button', { name: '保存' }).click();

  await expect(page).not.toHaveURL(/mode=create/);
  await page.getByRole('search').getByLabel('姓名').fill(name);
  await page.getByRole('search').getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('table').getByText(name)).toBeVisible();
});
