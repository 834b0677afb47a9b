/**
 * One enterprise's records are invisible to another's members: the demo member adds a registered person,
 * the second demo enterprise (basic) can find it neither in its list, nor at its details URL, nor through the API.
 */
import { test as base } from '@playwright/test';
import { DEMO } from './support/flows.ts';
import { expect, memberSession, personPaths, uniqueTag, type MemberSession } from './support/records.ts';
import { records } from './support/selectors.ts';

const PERSONNEL = { path: '/qyxx/zcry/ryxx', title: '注册人员信息' } as const;

/** The demo member in a context of its own (API only); the test's page is signed in as basic. */
const test = base.extend<{ demoApi: MemberSession; basic: MemberSession }>({
  demoApi: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const session = await memberSession(context, baseURL!, DEMO.member.username, DEMO.member.password);
    await use(session);
    await session.cleanUp();
    await context.close();
  },
  basic: async ({ context, baseURL }, use) => {
    await use(await memberSession(context, baseURL!, DEMO.basic.username, DEMO.basic.password));
  },
});

test("a second enterprise's member sees none of the first enterprise's registered personnel", async ({ page, demoApi, basic }) => {
  const person = await demoApi.addPerson({ name: `隔离${uniqueTag()}` });
  // The record is real: its owner reads it and finds it by name.
  const own = await page.request.get(personPaths.detail(person.id), { headers: demoApi.headers });
  expect(own.status()).toBe(200);
  expect(((await own.json()) as { data: { name: string } }).data.name).toBe(person.name);
  const ownList = await page.request.get(personPaths.list, { headers: demoApi.headers, params: { name: person.name } });
  expect(await ownList.json()).toMatchObject({ code: 200, total: 1, rows: [{ id: person.id, name: person.name }] });

  // basic's list, searched by that name, is empty.
  await page.goto(PERSONNEL.path);
  await expect(page.getByRole('heading', { level: 1, name: PERSONNEL.title })).toBeVisible();
  const table = records.table(page, PERSONNEL.title);
  await records.searchField(page, '姓名').fill(person.name);
  // Wait for the filtered answer itself: until it arrives the table still shows the unfiltered (also empty) list.
  const searched = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === personPaths.list && url.searchParams.get('name') === person.name;
  });
  await records.searchSubmit(page).click();
  const list = await searched;
  expect(await list.json()).toMatchObject({ code: 200, rows: [], total: 0 });
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === person.name);
  await expect(records.bodyRows(table)).toHaveText([records.EMPTY_TEXT]);
  await expect(records.total(page)).toHaveText('共 0 条');
  await expect(page.getByText(person.name)).toHaveCount(0);

  // The details URL of demo's record shows a not-found state, not the record.
  await page.goto(`${PERSONNEL.path}?id=${person.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注册人员详情');
  await expect(page.getByRole('alert')).toContainText('注册人员不存在');
  await expect(page.getByText(person.name)).toHaveCount(0);
  await expect(page.getByText(person.regNo)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '编辑' })).toHaveCount(0);

  // The API answers basic with the not-found envelope, and will not delete the record either.
  const detail = await page.request.get(personPaths.detail(person.id), { headers: basic.headers });
  expect(detail.status()).toBe(404);
  expect(await detail.json()).toEqual({ code: 404, msg: '注册人员不存在' });
  const remove = await page.request.post(personPaths.remove(person.id), { headers: basic.headers });
  expect(remove.status()).toBe(404);
  expect((await page.request.get(personPaths.detail(person.id), { headers: demoApi.headers })).status()).toBe(200);
});
