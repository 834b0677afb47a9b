import { and, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performances } from '../../server/db/schema/projects.ts';
import { countAll } from '../../server/records/list-query.ts';
import { DEMO_PERFORMANCE_COUNT, DEMO_PROJECT_COUNT, seedDemoProjects } from '../../server/seed/demo-projects.ts';
import { page, unwrap } from '../../src/api/unwrap.ts';
import { failure, idCard, personnelClients } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let as: Awaited<ReturnType<typeof personnelClients>>;
beforeAll(async () => {
  server = await startTestServer();
  as = await personnelClients(server);
});
afterAll(() => server.close());

type Client = TestServer['client'];
const list = (client: Client, query: Record<string, unknown> = {}) => page(client.GET('/portal/achievement/list', { params: { query } }));
const detail = (client: Client, id: string) => client.GET('/portal/achievement/detail', { params: { query: { id } } });
const ofPerson = (client: Client, id: string) => client.GET('/portal/achievement/allList/{id}', { params: { path: { id } } });
const add = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/achievement/addProject', { body: body as never }));
const edit = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/achievement/edit', { body: body as never }));
const remove = (client: Client, id: string) => client.POST('/portal/achievement/delete/{id}', { params: { path: { id } } });

let serial = 0;
/** A registered person and a project of the caller's enterprise. */
async function personAndProject(client: Client) {
  serial++;
  const person = await unwrap(
    client.POST('/portal/person/addRegister', {
      body: {
        name: `业绩测试${serial}`,
        idCard: idCard(`1101051990030723${serial % 10}`),
        gender: serial % 2 === 1 ? '男' : '女',
        birthDate: '1990-03-07',
        regCategory: 'jzs1',
        regSpecialty: 'jzs_jzgc',
        regNo: `京111202000000${serial}`,
        certValidFrom: '2024-01-01',
        certValidTo: '2029-01-01',
        socialInsurance: 'normal',
      },
    }),
  );
  const project = await unwrap(
    client.POST('/portal/project', {
      body: {
        projectName: `业绩测试${serial}号住宅小区项目`,
        projectCode: `PERF-${serial}`,
        projectType: 'building',
        prov: '120000',
        city: '120100',
        contractAmount: 8800,
        startDate: '2024-05-01',
        entRole: 'general_contractor',
        stage: 'in_progress',
      },
    }),
  );
  return { person, project };
}
const performance = (personId: string, projectId: string, overrides: Record<string, unknown> = {}) => ({
  personId,
  projectId,
  role: 'project_manager',
  periodStart: '2024-05-01',
  periodEnd: '2025-10-31',
  ...overrides,
});

describe('personnel performance', () => {
  it('seeds performances linking demo persons to demo projects', async () => {
    const seeded = await list(as.demo, { pageSize: 200 });
    expect(seeded.total).toBe(DEMO_PERFORMANCE_COUNT);
    expect(seeded.rows.every((r) => r.personName.length >= 2 && /(项目|工程)$/.test(r.projectName))).toBe(true);
    expect((await list(as.basic)).total).toBe(0);
    // Seeding again (a restart) adds nothing.
    await seedDemoProjects(server.database.db);
    expect((await list(as.demo, { pageSize: 1 })).total).toBe(DEMO_PERFORMANCE_COUNT);
    expect((await page(as.demo.GET('/portal/project/list', { params: { query: { pageSize: 1 } } }))).total).toBe(DEMO_PROJECT_COUNT);
  });

  it('adds a performance and reads it by id, by person and in the list', async () => {
    const { person, project } = await personAndProject(as.basic);
    const created = await add(as.basic, performance(person.id, project.id));
    expect(created).toMatchObject({ personId: person.id, projectId: project.id, role: 'project_manager', personName: person.name, projectName: project.projectName });
    expect(await unwrap(detail(as.basic, created.id))).toEqual(created);
    const second = await add(as.basic, performance(person.id, project.id, { role: 'technical_director', periodStart: '2024-06-01', periodEnd: undefined }));
    expect(second.periodEnd).toBeNull();
    expect((await unwrap(ofPerson(as.basic, person.id))).map((r) => r.id)).toEqual([second.id, created.id]);
    expect((await list(as.basic, { personId: person.id })).total).toBe(2);
    expect((await list(as.basic, { projectId: project.id, personName: person.name.slice(0, 3) })).total).toBe(2);
    expect((await list(as.basic, { projectName: '不存在的项目' })).total).toBe(0);
  });

  it('pages, sorts and filters', async () => {
    const first = await list(as.demo, { pageSize: 9, orderByColumn: 'periodStart', isAsc: 'asc' });
    const second = await list(as.demo, { pageSize: 9, pageNum: 2, orderByColumn: 'periodStart', isAsc: 'asc' });
    const starts = [...first.rows, ...second.rows].map((r) => r.periodStart);
    expect(starts).toEqual([...starts].sort());
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(18);
    const one = first.rows[0]!;
    const byProject = await list(as.demo, { projectId: one.projectId });
    expect(byProject.total).toBe(3);
    const byName = await list(as.demo, { projectName: one.projectName, pageSize: 200 });
    expect(byName.rows.every((r) => r.projectName.includes(one.projectName))).toBe(true);
    const bad = await failure(list(as.demo, { orderByColumn: 'role' }));
    expect(bad).toMatchObject({ code: 400, errors: [{ field: 'query.orderByColumn', msg: expect.stringContaining('排序字段无效') }] });
  });

  it('rejects bad input with Chinese field errors', async () => {
    const { person, project } = await personAndProject(as.basic);
    const dates = await failure(add(as.basic, performance(person.id, project.id, { periodEnd: '2024-01-01' })));
    expect(dates).toMatchObject({ code: 400, errors: [{ field: 'body.periodEnd', msg: '任职结束日期不能早于开始日期' }] });
    const role = await failure(add(as.basic, performance(person.id, project.id, { role: 'mascot' })));
    expect(role).toMatchObject({ code: 400, errors: [{ field: 'body.role', msg: '岗位不在字典 performance_role 中' }] });
    const extra = await failure(add(as.basic, { ...performance(person.id, project.id), extra: 1 }));
    expect(extra.errors).toContainEqual({ field: 'body.extra', msg: '不支持的字段 extra' });
    const missing = await failure(add(as.basic, { personId: person.id }));
    expect(missing).toMatchObject({ code: 400 });
    await add(as.basic, performance(person.id, project.id));
    const duplicate = await failure(add(as.basic, performance(person.id, project.id, { periodStart: '2024-07-01' })));
    expect(duplicate).toMatchObject({ code: 409, errors: [{ field: 'body.role' }] });
  });

  it('keeps every operation within the caller’s enterprise', async () => {
    const theirs = (await list(as.demo, { pageSize: 1 })).rows[0]!;
    expect(await failure(detail(as.basic, theirs.id))).toMatchObject({ code: 404, message: '人员业绩不存在' });
    expect(await failure(ofPerson(as.basic, theirs.personId))).toMatchObject({ code: 404, message: '注册人员不存在' });
    expect((await list(as.basic, { personId: theirs.personId })).total).toBe(0);
    const { person, project } = await personAndProject(as.basic);
    const foreign = await failure(add(as.basic, performance(theirs.personId, theirs.projectId, { role: 'quality_officer' })));
    expect(foreign).toMatchObject({ code: 400 });
    expect(foreign.errors).toEqual([
      { field: 'body.personId', msg: '注册人员不存在' },
      { field: 'body.projectId', msg: '项目不存在' },
    ]);
    expect((await failure(add(as.basic, performance(person.id, theirs.projectId)))).errors).toEqual([{ field: 'body.projectId', msg: '项目不存在' }]);
    expect((await failure(add(as.basic, performance(theirs.personId, project.id)))).errors).toEqual([{ field: 'body.personId', msg: '注册人员不存在' }]);
    expect((await list(as.demo, { personId: theirs.personId, pageSize: 200 })).rows.every((r) => r.entId === theirs.entId)).toBe(true);
    expect((await list(as.demo, { pageSize: 1 })).total).toBe(DEMO_PERFORMANCE_COUNT);
  });

  it('edits a performance as a whole and deletes it softly', async () => {
    const a = await personAndProject(as.basic);
    const b = await personAndProject(as.basic);
    const created = await add(as.basic, performance(a.person.id, a.project.id));
    const edited = await edit(as.basic, { id: created.id, ...performance(b.person.id, b.project.id, { role: 'technical_director', periodEnd: undefined }) });
    expect(edited).toMatchObject({
      id: created.id,
      personId: b.person.id,
      projectId: b.project.id,
      role: 'technical_director',
      periodEnd: null,
      personName: b.person.name,
      projectName: b.project.projectName,
      createTime: created.createTime,
    });
    expect(Date.parse(edited.updateTime)).toBeGreaterThanOrEqual(Date.parse(created.updateTime));
    expect(await unwrap(detail(as.basic, created.id))).toEqual(edited);
    expect(await unwrap(ofPerson(as.basic, a.person.id))).toEqual([]);
    // Editing to the same values again is not a clash with itself.
    expect(await edit(as.basic, { id: created.id, ...performance(b.person.id, b.project.id, { role: 'technical_director', periodEnd: null }) })).toMatchObject({ id: created.id });

    const before = (await unwrap(as.basic.GET('/portal/entInfoNum/total'))).performanceNum;
    await remove(as.basic, created.id);
    expect(await failure(detail(as.basic, created.id))).toMatchObject({ code: 404, message: '人员业绩不存在' });
    expect((await list(as.basic, { personId: b.person.id })).total).toBe(0);
    expect((await unwrap(as.basic.GET('/portal/entInfoNum/total'))).performanceNum).toBe(before - 1);
    expect(await failure(remove(as.basic, created.id))).toMatchObject({ code: 404, message: '人员业绩不存在' });
    expect(await failure(edit(as.basic, { id: created.id, ...performance(b.person.id, b.project.id) }))).toMatchObject({ code: 404 });
    const [row] = await server.database.db
      .select({ n: countAll() })
      .from(performances)
      .where(and(inArray(performances.id, [created.id]), isNotNull(performances.deletedAt)));
    expect(row?.n).toBe(1);
    // The same person, project and role can be recorded again once the old one is deleted.
    expect(await add(as.basic, performance(b.person.id, b.project.id, { role: 'technical_director' }))).toMatchObject({ personId: b.person.id });
  });

  it('rejects a bad or clashing edit with Chinese field errors and leaves the record as it was', async () => {
    const { person, project } = await personAndProject(as.basic);
    const kept = await add(as.basic, performance(person.id, project.id));
    const other = await add(as.basic, performance(person.id, project.id, { role: 'safety_officer' }));
    const dates = await failure(edit(as.basic, { id: other.id, ...performance(person.id, project.id, { periodEnd: '2024-01-01' }) }));
    expect(dates).toMatchObject({ code: 400, errors: [{ field: 'body.periodEnd', msg: '任职结束日期不能早于开始日期' }] });
    const role = await failure(edit(as.basic, { id: other.id, ...performance(person.id, project.id, { role: 'mascot' }) }));
    expect(role).toMatchObject({ code: 400, errors: [{ field: 'body.role', msg: '岗位不在字典 performance_role 中' }] });
    const extra = await failure(edit(as.basic, { id: other.id, ...performance(person.id, project.id), extra: 1 }));
    expect(extra.errors).toContainEqual({ field: 'body.extra', msg: '不支持的字段 extra' });
    const noId = await failure(edit(as.basic, performance(person.id, project.id)));
    expect(noId).toMatchObject({ code: 400 });
    expect(noId.errors?.map((e) => e.field)).toContain('body.id');
    const badId = await failure(remove(as.basic, 'not-a-uuid'));
    expect(badId).toMatchObject({ code: 400 });
    const duplicate = await failure(edit(as.basic, { id: other.id, ...performance(person.id, project.id, { periodStart: '2024-07-01' }) }));
    expect(duplicate).toMatchObject({ code: 409, errors: [{ field: 'body.role', msg: '该人员在此项目中已有相同岗位的业绩' }] });
    expect(await unwrap(detail(as.basic, other.id))).toEqual(other);
    expect(await unwrap(detail(as.basic, kept.id))).toEqual(kept);
  });

  it('keeps edit and delete within the caller’s enterprise', async () => {
    const theirs = (await list(as.demo, { pageSize: 1 })).rows[0]!;
    const { person, project } = await personAndProject(as.basic);
    const mine = await add(as.basic, performance(person.id, project.id));
    // Another enterprise's record is not found, even when the body names only the caller's own person and project.
    const foreignEdit = await failure(edit(as.basic, { id: theirs.id, ...performance(person.id, project.id) }));
    expect(foreignEdit).toMatchObject({ code: 404, message: '人员业绩不存在', body: { code: 404, msg: '人员业绩不存在' } });
    const foreignRefs = await failure(edit(as.basic, { id: theirs.id, ...performance(theirs.personId, theirs.projectId, { role: theirs.role }) }));
    expect(foreignRefs).toMatchObject({ code: 404, message: '人员业绩不存在' });
    expect(await failure(remove(as.basic, theirs.id))).toMatchObject({ code: 404, message: '人员业绩不存在', body: { code: 404, msg: '人员业绩不存在' } });
    expect(await unwrap(detail(as.demo, theirs.id))).toEqual(theirs);
    // The caller's own record cannot be moved onto another enterprise's person or project.
    const moved = await failure(edit(as.basic, { id: mine.id, ...performance(theirs.personId, theirs.projectId) }));
    expect(moved.errors).toEqual([
      { field: 'body.personId', msg: '注册人员不存在' },
      { field: 'body.projectId', msg: '项目不存在' },
    ]);
    expect(await unwrap(detail(as.basic, mine.id))).toEqual(mine);
    expect(await failure(remove(as.demo, mine.id))).toMatchObject({ code: 404, message: '人员业绩不存在' });
    expect(await unwrap(detail(as.basic, mine.id))).toEqual(mine);
    expect((await list(as.demo, { pageSize: 1 })).total).toBe(DEMO_PERFORMANCE_COUNT);
  });

  it('soft-deletes the performances of a deleted project or person', async () => {
    const a = await personAndProject(as.basic);
    const b = await personAndProject(as.basic);
    const onProject = await add(as.basic, performance(a.person.id, a.project.id));
    const otherPerson = await add(as.basic, performance(b.person.id, a.project.id, { role: 'safety_officer' }));
    const kept = await add(as.basic, performance(b.person.id, b.project.id));
    const before = (await unwrap(as.basic.GET('/portal/entInfoNum/total'))).performanceNum;

    await as.basic.POST('/portal/project/delete/{id}', { params: { path: { id: a.project.id } } });
    for (const id of [onProject.id, otherPerson.id]) expect(await failure(detail(as.basic, id))).toMatchObject({ code: 404 });
    expect((await list(as.basic, { projectId: a.project.id })).total).toBe(0);
    expect((await unwrap(ofPerson(as.basic, b.person.id))).map((r) => r.id)).toEqual([kept.id]);
    expect((await unwrap(as.basic.GET('/portal/entInfoNum/total'))).performanceNum).toBe(before - 2);

    await as.basic.POST('/portal/person/deleteRegister/{id}', { params: { path: { id: b.person.id } } });
    expect(await failure(detail(as.basic, kept.id))).toMatchObject({ code: 404 });
    expect(await failure(ofPerson(as.basic, b.person.id))).toMatchObject({ code: 404 });
    expect((await unwrap(as.basic.GET('/portal/entInfoNum/personNum'))).performanceTotal).toBe(before - 3);
    // The cascade marked the rows deleted rather than hiding them behind a join.
    const ids = [onProject.id, otherPerson.id, kept.id];
    const [marked] = await server.database.db
      .select({ n: countAll() })
      .from(performances)
      .where(and(inArray(performances.id, ids), isNotNull(performances.deletedAt)));
    expect(marked?.n).toBe(3);
  });

  it('answers 403 to an account without an enterprise, on every operation', async () => {
    const theirs = (await list(as.demo, { pageSize: 1 })).rows[0]!;
    const calls = [
      () => list(as.admin),
      () => unwrap(detail(as.admin, theirs.id)),
      () => unwrap(ofPerson(as.admin, theirs.personId)),
      () => add(as.admin, performance(theirs.personId, theirs.projectId)),
      () => edit(as.admin, { id: theirs.id, ...performance(theirs.personId, theirs.projectId) }),
      () => remove(as.admin, theirs.id),
    ];
    for (const call of calls) {
      expect(await failure(call())).toMatchObject({ code: 403, body: { msg: '当前账号未关联企业，无法访问企业数据' } });
    }
  });
});
