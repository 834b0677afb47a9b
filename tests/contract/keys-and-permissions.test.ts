import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../../src/api/unwrap.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { login, routePaths } from '../support/flows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());


describe('key login', () => {
  it('limits a secondary key session to the routes granted to the key', async () => {
    const { token } = await unwrap(server.client.POST('/portal/api/keyLogin', { body: { key: DEMO.secondaryKey } }));
    const me = server.as(token);
    const info = await unwrap(me.GET('/portal/getInfo'));
    expect(info.key?.keyType).toBe('secondary');
    expect(info.ent?.entName).toBe(DEMO.member.entName);
    expect(info.permissions).not.toContain('manageKey');
    const routes = routePaths(await unwrap(me.GET('/portal/getRouters')));
    expect(routes.sort()).toEqual(['/qyxx', '/qyxx/qyxxzx', '/qyxx/yyzz', '/qyxx/yyzz/yyzzxx', '/qyxx/zcry', '/qyxx/zcry/ryxx'].sort());
  });

  it('lets a secondary key call only the enterprise-record operations of the routes granted to it', async () => {
    const { token } = await unwrap(server.client.POST('/portal/api/keyLogin', { body: { key: DEMO.secondaryKey } }));
    const key = server.as(token);
    // Granted (server/seed/demo-accounts.ts): the information centre, the licence and registered personnel.
    expect(await unwrap(key.GET('/portal/ent'))).toMatchObject({ entName: expect.any(String) });
    expect((await key.GET('/portal/ent/changelogs')).data?.total).toBeGreaterThan(0);
    expect((await unwrap(key.GET('/portal/entInfoNum/total'))).hasLicense).toBe(true);
    const people = await key.GET('/portal/person/getRegisterList', { params: { query: { pageSize: 1 } } });
    expect(people.data?.total).toBeGreaterThan(0);
    const id = '00000000-0000-4000-8000-000000000000';
    const denied = [
      () => key.GET('/portal/zzzs/list'),
      () => key.GET('/portal/zzzs/{id}', { params: { path: { id } } }),
      () => key.POST('/portal/zzzs/delete/{id}', { params: { path: { id } } }),
      () => key.GET('/portal/zzzs/zzx/{id}', { params: { path: { id } } }),
      () => key.GET('/portal/person/getElseList'),
      () => key.POST('/portal/person/deleteElse/{id}', { params: { path: { id } } }),
      () => key.GET('/portal/project/list'),
      () => key.POST('/portal/project/delete/{id}', { params: { path: { id } } }),
      () => key.GET('/portal/achievement/list'),
      () => key.POST('/portal/achievement/delete/{id}', { params: { path: { id } } }),
      () => key.GET('/portal/project/getEntPerson'),
      () => key.GET('/portal/project/getEntProject'),
    ];
    for (const call of denied) {
      await expect(call()).rejects.toMatchObject({ code: 403, body: { msg: '当前密钥未被授权使用该功能' } });
    }
    // The enterprise's own login and its main key still reach them.
    const member = server.as(await login(server, DEMO.member.username, DEMO.member.password));
    const main = server.as((await unwrap(server.client.POST('/portal/api/keyLogin', { body: { key: DEMO.mainKey } }))).token);
    for (const client of [member, main]) {
      expect((await client.GET('/portal/zzzs/list')).data?.total).toBeGreaterThan(0);
      expect(await unwrap(client.GET('/portal/project/getEntProject'))).not.toHaveLength(0);
    }
  });

  it('gives a main key the enterprise routes but not key management', async () => {
    const { token } = await unwrap(server.client.POST('/portal/api/keyLogin', { body: { key: DEMO.mainKey } }));
    const routes = routePaths(await unwrap(server.as(token).GET('/portal/getRouters')));
    expect(routes).toContain('/qyxx/zzzs/zzzsxx');
    expect(routes).not.toContain('/manageKey');
  });

  it('rejects an unknown key and a disabled key', async () => {
    await expect(server.client.POST('/portal/api/keyLogin', { body: { key: 'NOT-A-REAL-KEY-000000' } })).rejects.toMatchObject({
      code: 400,
      message: '密钥无效、已停用或已过期',
    });
    const { token } = await unwrap(server.client.POST('/portal/api/keyLogin', { body: { key: DEMO.secondaryKey } }));
    await server.database.db.execute(sql`update entity_keys set status = 'disabled' where key_type = 'secondary'`);
    await expect(server.as(token).GET('/portal/getInfo')).rejects.toMatchObject({ code: 401 });
    await expect(server.client.POST('/portal/api/keyLogin', { body: { key: DEMO.secondaryKey } })).rejects.toMatchObject({ code: 400 });
    await server.database.db.execute(sql`update entity_keys set status = 'enabled' where key_type = 'secondary'`);
  });
});

describe('permissions declared in the contract', () => {
  it('lets only holders of the permission manage dictionary data, and *:*:* holds every permission', async () => {
    const member = server.as(await login(server, DEMO.member.username, DEMO.member.password));
    const admin = server.as(await login(server, DEMO.admin.username, DEMO.admin.password));
    const query = { dictType: 'feedback_type', dictLabel: '表扬', dictValue: 'praise' };
    await expect(member.GET('/system/dict/data', { params: { query } })).rejects.toMatchObject({ code: 403, message: '当前操作没有权限' });
    expect(server.notices).toContain('forbidden');
    const created = await unwrap(admin.GET('/system/dict/data', { params: { query } }));
    expect(created).toMatchObject({ dictLabel: '表扬', dictValue: 'praise', status: '0' });
    await expect(admin.GET('/system/dict/data', { params: { query } })).rejects.toMatchObject({ code: 409 });
    const updated = await unwrap(
      admin.PUT('/system/dict/data', { body: { dictCode: created.dictCode, dictLabel: '表扬信', dictValue: 'praise', dictType: 'feedback_type' } }),
    );
    expect(updated.dictLabel).toBe('表扬信');
    const page = await admin.GET('/system/dict/data/list', { params: { query: { dictType: 'feedback_type', pageSize: 2, pageNum: 1 } } });
    expect(page.data?.total).toBeGreaterThan(2);
    expect(page.data?.rows).toHaveLength(2);
    await admin.DELETE('/system/dict/data/{id}', { params: { path: { id: created.dictCode } } });
    await expect(admin.GET('/system/dict/data/{id}', { params: { path: { id: created.dictCode } } })).rejects.toMatchObject({ code: 404 });
  });

  it('answers role-gated calls with 403 for a basic member before anything else', async () => {
    const basic = server.as(await login(server, DEMO.basic.username, DEMO.basic.password));
    await expect(basic.GET('/portal/articleMatch/list/policy')).rejects.toMatchObject({ code: 403 });
    await expect(basic.GET('/portal/entityKey/queryMainKey')).rejects.toMatchObject({ code: 403 });
  });
});

describe('dictionary lookups', () => {
  it('serves a dictionary type publicly, sorted, and an unknown type as an empty list', async () => {
    const sex = await unwrap(server.client.GET('/system/dict/data/type/{dictType}', { params: { path: { dictType: 'sys_user_sex' } } }));
    expect(sex.map((d) => d.dictLabel)).toEqual(['男', '女', '未知']);
    const provinces = await unwrap(server.client.GET('/system/dict/data/type/{dictType}', { params: { path: { dictType: 'sys_province' } } }));
    expect(provinces.find((p) => p.dictValue === '110000')?.dictLabel).toBe('北京市');
    expect(provinces.every((p) => /^\d{6}$/.test(p.dictValue))).toBe(true);
    const none = await unwrap(server.client.GET('/system/dict/data/type/{dictType}', { params: { path: { dictType: 'no_such_type' } } }));
    expect(none).toEqual([]);
  });

  it('seeds every dictionary the record types name', async () => {
    for (const dictType of ['reg_category', 'reg_specialty', 'project_type', 'qualification_category', 'qualification_grade', 'sys_city', 'reminder_type']) {
      const items = await unwrap(server.client.GET('/system/dict/data/type/{dictType}', { params: { path: { dictType } } }));
      expect(items.length, dictType).toBeGreaterThan(1);
    }
  });
});
