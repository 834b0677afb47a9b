import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChina } from '../../forms/common.ts';
import type { ProjectInput } from '../../forms/project.ts';
import { DEMO_PROJECT_COUNT } from '../../server/seed/demo-projects.ts';
import { page, unwrap } from '../../src/api/unwrap.ts';
import { failure, personnelClients } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let as: Awaited<ReturnType<typeof personnelClients>>;
beforeAll(async () => {
  server = await startTestServer();
  as = await personnelClients(server);
});
afterAll(() => server.close());

type Client = TestServer['client'];
const LIST = '/portal/project/list';
const project = (overrides: Record<string, unknown> = {}): ProjectInput => ({
  projectName: '测试朝阳区望京住宅小区项目',
  projectCode: '1101052024030100T1',
  projectType: 'building',
  prov: '110000',
  city: '110100',
  contractAmount: 12345.67,
  startDate: '2024-03-01',
  completionDate: '2026-06-30',
  entRole: 'general_contractor',
  stage: 'completed',
  plannedCompletionDate: '2026-05-31',
  ...overrides,
}) as ProjectInput;
const add = (client: Client, body: ProjectInput) => unwrap(client.POST('/portal/project', { body }));
const edit = (client: Client, body: ProjectInput & { id: string }) => client.POST('/portal/project/edit', { body });
const detail = (client: Client, id: string) => client.GET('/portal/project/{id}', { params: { path: { id } } });
const remove = (client: Client, id: string) => client.POST('/portal/project/delete/{id}', { params: { path: { id } } });
const list = (client: Client, query: Record<string, unknown> = {}) => page(client.GET(LIST, { params: { query } }));
const projectOptions = (client: Client, query: Record<string, unknown> = {}) => unwrap(client.GET('/portal/project/getEntProject', { params: { query } }));
const personOptions = (client: Client, query: Record<string, unknown> = {}) => unwrap(client.GET('/portal/project/getEntPerson', { params: { query } }));

describe('supervision-platform projects', () => {
  it('seeds realistic demo projects for the demo enterprise only', async () => {
    const seeded = await list(as.demo, { pageSize: 100 });
    expect(seeded.total).toBe(DEMO_PROJECT_COUNT);
    expect(seeded.rows.every((r) => /(项目|工程)$/.test(r.projectName) && ['110000', '120000', '130000'].includes(r.prov))).toBe(true);
    expect((await list(as.basic)).total).toBe(0);
    const today = todayInChina();
    expect(seeded.rows.filter((r) => r.stage === 'in_progress' && r.plannedCompletionDate! < today)).toHaveLength(1);
    expect(seeded.rows.filter((r) => r.stage === 'completed' && r.completionDate === null)).toHaveLength(1);
    expect(seeded.rows.filter((r) => r.projectCode === null)).toHaveLength(1);
  });

  it('creates, reads, edits and soft-deletes a project', async () => {
    const created = await add(as.basic, project());
    expect(created).toMatchObject({
      projectName: '测试朝阳区望京住宅小区项目',
      contractAmount: 12345.67,
      completionDate: '2026-06-30',
      stage: 'completed',
      plannedCompletionDate: '2026-05-31',
      unreadMessageCount: 0,
    });
    expect(await unwrap(detail(as.basic, created.id))).toEqual(created);

    const { completionDate: _, plannedCompletionDate: __, ...open } = project({ projectName: '测试海淀区道路改造工程', projectType: 'municipal', stage: 'suspended' });
    const updated = await unwrap(edit(as.basic, { ...open, id: created.id }));
    expect(updated).toMatchObject({ id: created.id, projectName: '测试海淀区道路改造工程', completionDate: null, stage: 'suspended', plannedCompletionDate: null });
    expect((await list(as.basic, { stage: ['suspended', 'not_started'] })).rows.map((r) => r.id)).toEqual([created.id]);
    expect((await list(as.basic, { stage: ['in_progress'] })).rows.map((r) => r.id)).not.toContain(created.id);
    expect((await list(as.basic, { projectName: '道路改造' })).rows.map((r) => r.id)).toEqual([created.id]);
    expect((await list(as.basic, { status: 'inProgress' })).rows.map((r) => r.id)).toContain(created.id);

    await remove(as.basic, created.id);
    expect(await failure(detail(as.basic, created.id))).toMatchObject({ code: 404, message: '项目不存在' });
    expect((await list(as.basic)).rows.map((r) => r.id)).not.toContain(created.id);
    expect(await failure(remove(as.basic, created.id))).toMatchObject({ code: 404 });
    // The code is free again once the old project is deleted.
    expect((await add(as.basic, project())).id).not.toBe(created.id);
  });

  it('pages, sorts and filters', async () => {
    const first = await list(as.demo, { pageSize: 7, orderByColumn: 'contractAmount', isAsc: 'asc' });
    const second = await list(as.demo, { pageSize: 7, pageNum: 2, orderByColumn: 'contractAmount', isAsc: 'asc' });
    const amounts = [...first.rows, ...second.rows].map((r) => r.contractAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(14);

    const all = await list(as.demo, { pageSize: 100 });
    const created = all.rows.map((r) => r.createTime);
    expect(created).toEqual([...created].sort().reverse());

    const hebei = await list(as.demo, { prov: '130000', pageSize: 100 });
    expect(hebei.total).toBeGreaterThan(0);
    expect(hebei.rows.every((r) => r.prov === '130000' && r.city.startsWith('13'))).toBe(true);
    const types = await list(as.demo, { projectType: ['municipal', 'water_conservancy'], pageSize: 100 });
    expect(types.rows.every((r) => ['municipal', 'water_conservancy'].includes(r.projectType))).toBe(true);
    const roles = await list(as.demo, { entRole: ['general_contractor'], pageSize: 100 });
    expect(roles.total).toBeGreaterThan(0);
    expect(roles.rows.every((r) => r.entRole === 'general_contractor')).toBe(true);
    const window = await list(as.demo, { startDateBegin: '2022-01-01', startDateEnd: '2023-12-31', pageSize: 100 });
    expect(window.rows.every((r) => r.startDate >= '2022-01-01' && r.startDate <= '2023-12-31')).toBe(true);
    const completed = await list(as.demo, { status: 'completed', pageSize: 100 });
    const inProgress = await list(as.demo, { status: 'inProgress', pageSize: 100 });
    expect(completed.total + inProgress.total).toBe(DEMO_PROJECT_COUNT);
    expect(completed.rows.every((r) => r.completionDate !== null)).toBe(true);
    const prefix = all.rows.find((r) => r.projectCode)!.projectCode!.slice(0, 6);
    const byCode = await list(as.demo, { projectCode: prefix, pageSize: 100 });
    expect(byCode.total).toBeGreaterThan(0);
    expect(byCode.rows.every((r) => r.projectCode?.startsWith(prefix))).toBe(true);
    const finished = await list(as.demo, { stage: ['completed', 'accepted'], pageSize: 100 });
    expect(finished.total).toBeGreaterThan(0);
    expect(finished.rows.every((r) => r.stage === 'completed' || r.stage === 'accepted')).toBe(true);

    const bad = await failure(list(as.demo, { orderByColumn: 'prov' }));
    expect(bad).toMatchObject({ code: 400, errors: [{ field: 'query.orderByColumn', msg: expect.stringContaining('排序字段无效') }] });
  });

  it('rejects bad input with Chinese field errors', async () => {
    const dates = await failure(add(as.basic, project({ completionDate: '2024-01-01', plannedCompletionDate: '2024-02-01' })));
    expect(dates).toMatchObject({
      code: 400,
      errors: [
        { field: 'body.completionDate', msg: '竣工日期不能早于开工日期' },
        { field: 'body.plannedCompletionDate', msg: '计划竣工日期不能早于开工日期' },
      ],
    });
    const { stage: _, ...stageless } = project();
    expect(await failure(add(as.basic, stageless as ProjectInput))).toMatchObject({ code: 400, errors: [{ field: 'body.stage' }] });
    const stage = await failure(add(as.basic, project({ stage: 'finished' })));
    expect(stage.errors).toEqual([{ field: 'body.stage', msg: '项目状态不在字典 project_stage 中' }]);
    const city = await failure(add(as.basic, project({ city: '130100' })));
    expect(city.errors).toEqual([{ field: 'body.city', msg: '项目所在城市不属于所选省份' }]);
    const dicts = await failure(add(as.basic, project({ projectType: 'spaceport', entRole: 'bystander' })));
    expect(dicts).toMatchObject({ code: 400 });
    expect(dicts.errors).toEqual([
      { field: 'body.projectType', msg: '项目类型不在字典 project_type 中' },
      { field: 'body.entRole', msg: '企业角色不在字典 ent_project_role 中' },
    ]);
    for (const contractAmount of [-1, 100_000_001]) {
      expect(await failure(add(as.basic, project({ contractAmount })))).toMatchObject({ code: 400, errors: [{ field: 'body.contractAmount' }] });
    }
    const extra = await failure(add(as.basic, project({ extra: 1 })));
    expect(extra.errors).toContainEqual({ field: 'body.extra', msg: '不支持的字段 extra' });
    const code = project({ projectCode: '1101052024030100D1' });
    const duplicate = await failure(add(as.basic, code).then(() => add(as.basic, code)));
    expect(duplicate).toMatchObject({ code: 409, errors: [{ field: 'body.projectCode' }] });
    // Another enterprise may use the same code.
    expect((await add(as.demo, project({ projectCode: '1101052024030100D1' }))).projectCode).toBe('1101052024030100D1');
    // Any number of projects may wait for their platform code.
    const { projectCode: __, ...uncoded } = project({ projectName: '测试待取得编号项目' });
    const first = await add(as.basic, uncoded as ProjectInput);
    const second = await add(as.basic, { ...uncoded, projectCode: null });
    expect([first.projectCode, second.projectCode]).toEqual([null, null]);
    expect(await failure(add(as.basic, project({ projectCode: '' })))).toMatchObject({ code: 400, errors: [{ field: 'body.projectCode' }] });
  });

  it('offers the caller’s live projects and persons to the pickers', async () => {
    const all = await projectOptions(as.demo, { pageSize: 50 });
    expect(all.length).toBeGreaterThan(DEMO_PROJECT_COUNT - 10);
    const names = all.map((o) => o.projectName);
    expect(names).toEqual([...names].sort());
    expect(await projectOptions(as.demo)).toHaveLength(20);
    const byName = await projectOptions(as.demo, { keyword: '住宅', pageSize: 50 });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((o) => o.projectName.includes('住宅'))).toBe(true);
    const coded = all.find((o) => o.projectCode)!;
    const code = coded.projectCode!;
    expect((await projectOptions(as.demo, { keyword: code.slice(0, 12) })).map((o) => o.id)).toContain(coded.id);
    const uncoded = all.find((o) => o.projectCode === null)!;
    expect((await projectOptions(as.demo, { keyword: uncoded.projectName, pageSize: 50 })).map((o) => o.id)).toContain(uncoded.id);
    expect(await projectOptions(as.basic, { keyword: code })).toEqual([]);

    const persons = await personOptions(as.demo, { pageSize: 50 });
    expect(persons).toHaveLength(50);
    expect(persons.every((p) => /^\d{4}\*{10}\d{3}[\dX]$/.test(p.idCard))).toBe(true);
    const registered = await personOptions(as.demo, { kind: ['registered'], pageSize: 50 });
    expect(registered.every((p) => p.kind === 'registered')).toBe(true);
    const workers = await personOptions(as.demo, { kind: ['technical', 'worker'], pageSize: 50 });
    expect(workers.length).toBeGreaterThan(0);
    expect(workers.every((p) => p.kind !== 'registered')).toBe(true);
    const surname = persons[0]!.name.slice(0, 1);
    const named = await personOptions(as.demo, { keyword: surname, pageSize: 50 });
    expect(named.every((p) => p.name.includes(surname))).toBe(true);
    const people = await page(as.demo.GET('/portal/person/getRegisterList', { params: { query: { pageSize: 1 } } }));
    const prefix = people.rows[0]!.idCard.slice(0, 10);
    expect((await personOptions(as.demo, { keyword: prefix, pageSize: 50 })).map((p) => p.id)).toContain(people.rows[0]!.id);
    expect(await personOptions(as.basic, { keyword: prefix })).toEqual([]);
  });

  it('keeps every operation within the caller’s enterprise', async () => {
    const theirs = (await list(as.demo, { pageSize: 1 })).rows[0]!;
    expect(await failure(detail(as.basic, theirs.id))).toMatchObject({ code: 404 });
    const { id: _, entId: __, unreadMessageCount: ___, createTime: ____, updateTime: _____, ...fields } = theirs;
    expect(await failure(edit(as.basic, { ...fields, projectName: '篡改', id: theirs.id }))).toMatchObject({ code: 404 });
    expect(await failure(remove(as.basic, theirs.id))).toMatchObject({ code: 404 });
    expect(await unwrap(detail(as.demo, theirs.id))).toEqual(theirs);
    expect((await list(as.basic, { pageSize: 100 })).rows.map((r) => r.id)).not.toContain(theirs.id);
    expect((await projectOptions(as.basic, { pageSize: 50 })).map((o) => o.id)).not.toContain(theirs.id);
  });

  it('answers 403 to an account without an enterprise, on every operation', async () => {
    const id = (await list(as.demo, { pageSize: 1 })).rows[0]!.id;
    const calls = [
      () => list(as.admin),
      () => unwrap(detail(as.admin, id)),
      () => add(as.admin, project()),
      () => unwrap(edit(as.admin, { ...project(), id })),
      () => remove(as.admin, id),
      () => projectOptions(as.admin),
      () => personOptions(as.admin),
    ];
    for (const call of calls) {
      expect(await failure(call())).toMatchObject({ code: 403, body: { msg: '当前账号未关联企业，无法访问企业数据' } });
    }
  });
});
