/**
 * The generic record pages as the demo member uses them, against the real server: a certificate with inline
 * qualification items, filtering/sorting/exporting registered personnel, and deleting with confirmation.
 * Every record a test touches is created by that test under a unique name and removed afterwards.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, personPaths, test, uniqueTag } from './support/records.ts';
import { containing, records } from './support/selectors.ts';
import { readXlsxRows } from './support/xlsx.ts';

const PERSONNEL = { path: '/qyxx/zcry/ryxx', title: '注册人员信息' } as const;
const CERTIFICATES = { path: '/qyxx/zzzs/zzzsxx', title: '资质证书信息' } as const;

/** Picks category → type → specialty from the qualification-standard tree, and the grade, in one item row. */
async function chooseQualification(item: Locator, choice: { category: string; type: string; specialty: string; grade: string }) {
  // The three selects are named 资质类别/资质类型/资质专业类别 (field label + part).
  await item.getByRole('combobox', { name: /资质类别$/ }).selectOption({ label: choice.category });
  await item.getByRole('combobox', { name: /资质类型$/ }).selectOption({ label: choice.type });
  await item.getByRole('combobox', { name: /专业类别$/ }).selectOption({ label: choice.specialty });
  await item.getByRole('combobox', { name: '资质等级', exact: true }).selectOption({ label: choice.grade });
}

/** Records every delete call the page makes, to prove that 取消 sends none. */
function recordDeletes(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/portal/person/deleteRegister/')) calls.push(path);
  });
  return calls;
}

test('a member adds a qualification certificate with two items and sees both items in its details', async ({ page, demo }) => {
  const certNo = `E2E${uniqueTag()}`;
  await page.goto(CERTIFICATES.path);
  await expect(page.getByRole('heading', { level: 1, name: CERTIFICATES.title })).toBeVisible();
  await records.add(page).click();

  const form = page.getByRole('form', { name: '新增资质证书' });
  await form.getByRole('textbox', { name: '证书编号', exact: true }).fill(certNo);
  await form.getByRole('combobox', { name: '证书类型', exact: true }).selectOption({ label: '建筑业企业资质证书' });
  await form.getByRole('textbox', { name: '发证机关', exact: true }).fill('北京市住房和城乡建设委员会');
  await form.getByRole('textbox', { name: '发证日期', exact: true }).fill('2025-03-01');
  await form.getByRole('textbox', { name: '有效期至', exact: true }).fill('2030-02-28');

  const addItem = form.getByRole('button', { name: '添加资质项' });
  await addItem.click();
  await addItem.click();
  await chooseQualification(form.getByRole('listitem', { name: '第 1 条资质项' }), {
    category: '施工',
    type: '施工总承包资质',
    specialty: '建筑工程',
    grade: '一级',
  });
  await chooseQualification(form.getByRole('listitem', { name: '第 2 条资质项' }), {
    category: '施工',
    type: '专业承包资质',
    specialty: '地基基础工程',
    grade: '二级',
  });

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/portal/zzzs/add' && r.request().method() === 'POST');
  await records.save(form).click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string } };
  demo.deleteAfter(`/portal/zzzs/delete/${data.id}`);

  // Back on the list, the new certificate shows with its two items.
  await expect(page.getByText('保存成功')).toBeVisible();
  await records.searchField(page, '证书编号').fill(certNo);
  await records.searchSubmit(page).click();
  const table = records.table(page, CERTIFICATES.title);
  await expect(records.bodyRows(table)).toHaveCount(1);
  const row = records.row(table, certNo);
  // 选择, 证书编号, 证书类型, 发证机关, 发证日期, 有效期至, 资质项数, 状态, 操作
  await expect(row.getByRole('cell')).toHaveText(['', certNo, '建筑业企业资质证书', '北京市住房和城乡建设委员会', '2025-03-01', '2030-02-28', '2', '有效', /查看/]);

  await records.view(page, certNo).click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${data.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`资质证书详情：${certNo}`);
  const items = page.getByRole('table', { name: '资质项' });
  await expect(records.bodyRows(items)).toHaveCount(2);
  await expect(records.bodyRows(items).nth(0).getByRole('cell')).toHaveText(['1', /^建筑工程/, '一级']);
  await expect(records.bodyRows(items).nth(1).getByRole('cell')).toHaveText(['2', /^地基基础工程/, '二级']);
});

test('a member filters registered personnel by name and 注册类别, sorts by 有效期至 and exports the filtered rows', async ({ page, demo }) => {
  const tag = `筛选${uniqueTag()}`;
  // Created in this order, so the default order (newest first) is 丙 乙 甲; 丁 is another category.
  const jia = await demo.addPerson({ name: `${tag}甲`, regCategory: 'jzs1', certValidTo: '2029-06-30' });
  const yi = await demo.addPerson({ name: `${tag}乙`, regCategory: 'jzs1', certValidTo: '2027-06-30' });
  const bing = await demo.addPerson({ name: `${tag}丙`, regCategory: 'jzs1', certValidTo: '2028-06-30' });
  const ding = await demo.addPerson({ name: `${tag}丁`, regCategory: 'jzs2', certValidTo: '2026-12-31' });

  await page.goto(PERSONNEL.path);
  const table = records.table(page, PERSONNEL.title);
  /** The data rows, in order, are exactly the rows of these people. */
  const expectRows = (people: { name: string }[]) => expect(records.bodyRows(table)).toHaveText(people.map((p) => containing(p.name)));

  await records.searchField(page, '姓名').fill(tag);
  await records.searchSubmit(page).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === tag);
  await expect(records.total(page)).toHaveText('共 4 条');
  await expectRows([ding, bing, yi, jia]);

  await records.searchField(page, '注册类别').selectOption({ label: '一级注册建造师' });
  await records.searchSubmit(page).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === tag && url.searchParams.get('regCategory') === 'jzs1');
  await expect(records.total(page)).toHaveText('共 3 条');
  await expectRows([bing, yi, jia]);
  await expect(table.getByText(ding.name)).toHaveCount(0);

  const header = records.columnHeader(table, '有效期至');
  await records.sortButton(table, '有效期至').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('orderByColumn') === 'certValidTo' && url.searchParams.get('isAsc') === 'asc');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expectRows([yi, bing, jia]);

  await records.sortButton(table, '有效期至').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('orderByColumn') === 'certValidTo' && url.searchParams.get('isAsc') === 'desc');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expectRows([jia, bing, yi]);
  // The filters survive sorting.
  expect(new URL(page.url()).searchParams.get('regCategory')).toBe('jzs1');

  const download = page.waitForEvent('download');
  await records.exportButton(page).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(file.suggestedFilename()).toBe('注册人员.xlsx');
  const rows = readXlsxRows(new Uint8Array(await readFile(await file.path())));
  expect(rows[0]).toEqual(['姓名', '身份证号', '性别', '注册类别', '注册证书编号', '有效期至', '社保缴纳情况']);
  // Every filtered row, in the sorted order, with dictionary labels; 丁 (another category) is left out.
  expect(rows.slice(1).map((row) => [row[0], row[3], row[4], row[5], row[6]])).toEqual([
    [jia.name, '一级注册建造师', jia.regNo, '2029-06-30', '正常缴纳'],
    [bing.name, '一级注册建造师', bing.regNo, '2028-06-30', '正常缴纳'],
    [yi.name, '一级注册建造师', yi.regNo, '2027-06-30', '正常缴纳'],
  ]);
});

test('deleting a registered person asks first: 取消 keeps the row, 确定 removes it', async ({ page, demo }) => {
  const person = await demo.addPerson({ name: `删除${uniqueTag()}` });
  const deletes = recordDeletes(page);
  await page.goto(`${PERSONNEL.path}?name=${encodeURIComponent(person.name)}`);
  const table = records.table(page, PERSONNEL.title);
  await expect(records.bodyRows(table)).toHaveCount(1);
  await expect(records.row(table, person.name)).toContainText(person.regNo);

  await records.remove(page, person.title).click();
  const dialog = records.deleteDialog(page);
  await expect(dialog).toContainText(`确定删除“${person.title}”吗？`);
  await records.cancel(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(records.row(table, person.name)).toBeVisible();
  expect(deletes).toEqual([]);
  expect((await page.request.get(personPaths.detail(person.id), { headers: demo.headers })).status()).toBe(200);

  await records.remove(page, person.title).click();
  await expect(dialog).toBeVisible();
  const deleted = page.waitForResponse((r) => new URL(r.url()).pathname === personPaths.remove(person.id));
  await records.confirm(dialog).click();
  expect((await deleted).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(records.row(table, person.name)).toHaveCount(0);
  await expect(table).toContainText(records.EMPTY_TEXT);
  await expect(records.total(page)).toHaveText('共 0 条');
  expect(deletes).toEqual([personPaths.remove(person.id)]);
  expect((await page.request.get(personPaths.detail(person.id), { headers: demo.headers })).status()).toBe(404);
});

test('bulk delete removes exactly the two checked rows after confirmation', async ({ page, demo }) => {
  const tag = `批量${uniqueTag()}`;
  const first = await demo.addPerson({ name: `${tag}甲` });
  const second = await demo.addPerson({ name: `${tag}乙` });
  const kept = await demo.addPerson({ name: `${tag}丙` });
  await page.goto(`${PERSONNEL.path}?name=${encodeURIComponent(tag)}`);
  const table = records.table(page, PERSONNEL.title);
  await expect(records.bodyRows(table)).toHaveCount(3);
  await expect(records.selectedCount(page)).toHaveText('已选择 0 条');
  await expect(records.bulkDelete(page)).toBeDisabled();

  await records.selectRow(table, first.name).check();
  await records.selectRow(table, second.name).check();
  await expect(records.selectedCount(page)).toHaveText('已选择 2 条');
  await expect(records.selectRow(table, kept.name)).not.toBeChecked();

  await records.bulkDelete(page).click();
  const dialog = records.deleteDialog(page);
  await expect(dialog).toContainText('确定删除选中的 2 条记录吗？');
  await records.confirm(dialog).click();
  await expect(dialog).toBeHidden();

  await expect(records.bodyRows(table)).toHaveCount(1);
  await expect(records.bodyRows(table)).toContainText(kept.name);
  await expect(records.total(page)).toHaveText('共 1 条');
  await expect(records.selectedCount(page)).toHaveText('已选择 0 条');
  const status = async (id: string) => (await page.request.get(personPaths.detail(id), { headers: demo.headers })).status();
  expect([await status(first.id), await status(second.id), await status(kept.id)]).toEqual([404, 404, 200]);
});
