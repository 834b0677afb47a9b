/**
 * Fixtures for the record specs: fresh registered persons created through the real API with the signed-in
 * user's token, so a spec can delete or filter rows it owns without touching the seeded data other specs read.
 * Specs run in parallel on one shared server, so every name carries a unique tag.
 */
import { randomInt } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { DEMO } from './flows.ts';
import { signInByApi } from './sandbox.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The Authorization header the SPA sends: the access_token cookie that signInByApi (or the login page) set. */
export async function authHeaders(context: BrowserContext, baseURL: string): Promise<Record<string, string>> {
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'access_token')?.value;
  if (!token) throw new Error('没有 access_token Cookie：请先登录');
  return { Authorization: `Bearer ${token}` };
}

/** A short tag no other test (in any worker) uses, to make names unique on the shared database. */
export function uniqueTag(): string {
  return `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 3).toString(36).padStart(3, '0')}`.toUpperCase();
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A valid resident ID number (GB 11643-1999, region 110105) with a random birth date and sequence. */
export function randomIdCard(): string {
  const birth = `${randomInt(1960, 2000)}${String(randomInt(1, 13)).padStart(2, '0')}${String(randomInt(1, 29)).padStart(2, '0')}`;
  const first17 = `110105${birth}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * ID_WEIGHTS[i]!, 0);
  return first17 + ID_CHECK[sum % 11]!;
}

export interface PersonSeed {
  name: string;
  /** reg_category value; jzs1 is 一级注册建造师, jzs2 二级注册建造师. */
  regCategory?: string;
  certValidTo?: string;
}

export interface CreatedPerson {
  id: string;
  name: string;
  regNo: string;
  /** How the list names the row in its 查看/编辑/删除 buttons: 姓名（注册证书编号）. */
  title: string;
}

/** Adds a registered person to the signed-in user's enterprise through POST /portal/person/addRegister. */
export async function addRegisteredPerson(request: APIRequestContext, headers: Record<string, string>, seed: PersonSeed): Promise<CreatedPerson> {
  const idCard = randomIdCard();
  const regNo = `E2E-${uniqueTag()}`;
  const body = {
    name: seed.name,
    idCard,
    gender: Number(idCard[16]) % 2 === 1 ? '男' : '女',
    birthDate: `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`,
    regCategory: seed.regCategory ?? 'jzs1',
    regNo,
    certValidFrom: '2024-01-01',
    certValidTo: seed.certValidTo ?? '2029-01-01',
    socialInsurance: 'normal',
  };
  const response = await request.post('/portal/person/addRegister', { headers, data: body });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as Envelope<{ id: string; name: string }>;
  expect(data.name).toBe(seed.name);
  return { id: data.id, name: seed.name, regNo, title: `${seed.name}（${regNo}）` };
}

/** A signed-in member as the API sees it, able to add fixtures and to remove them after the test. */
export interface MemberSession {
  headers: Record<string, string>;
  addPerson: (seed: PersonSeed) => Promise<CreatedPerson>;
  /** Deletes the record at this delete path (POST) after the test, unless the test deleted it already. */
  deleteAfter: (path: string) => void;
  /** Runs the deletions; a record already gone (404) is fine. */
  cleanUp: () => Promise<void>;
}

export const personPaths = {
  detail: (id: string) => `/portal/person/getRegisterDetail/${id}`,
  remove: (id: string) => `/portal/person/deleteRegister/${id}`,
  list: '/portal/person/getRegisterList',
};

/** Signs `context` in as `username` and returns its API session (fixtures are created in its enterprise). */
export async function memberSession(context: BrowserContext, baseURL: string, username: string, password: string): Promise<MemberSession> {
  await signInByApi(context, baseURL, username, password);
  const headers = await authHeaders(context, baseURL);
  const deletes: string[] = [];
  return {
    headers,
    addPerson: async (seed) => {
      const person = await addRegisteredPerson(context.request, headers, seed);
      deletes.push(personPaths.remove(person.id));
      return person;
    },
    deleteAfter: (path) => void deletes.push(path),
    cleanUp: async () => {
      for (const path of deletes.splice(0)) {
        const response = await context.request.post(path, { headers });
        expect([200, 404], `${path} → ${response.status()}`).toContain(response.status());
      }
    },
  };
}

/** `test` with `demo`: the page's context signed in as the demo member, its fixtures removed afterwards. */
export const test = base.extend<{ demo: MemberSession }>({
  demo: async ({ context, baseURL }, use) => {
    const session = await memberSession(context, baseURL!, DEMO.member.username, DEMO.member.password);
    await use(session);
    await session.cleanUp();
  },
});
export { expect };
