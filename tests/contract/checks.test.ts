import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRuns } from '../../server/db/schema/checks.ts';
import { enterprises, users } from '../../server/db/schema/identity.ts';
import { registeredPersons } from '../../server/db/schema/personnel.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
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
let serial = 0;

async function addPerson(client: Client, overrides: Record<string, unknown> = {}) {
  serial++;
  return unwrap(
    client.POST('/portal/person/addRegister', {
      body: {
        name: `核查测试${serial}`,
        idCard: idCard(`11010519900308${String(100 + serial).padStart(3, '0')}`),
        gender: serial % 2 === 1 ? '男' : '女',
        birthDate: '1990-03-08',
        regCategory: 'jzs2',
        // 公路工程: these persons do not count for the 建筑工程 requirements the count check tests.
        regSpecialty: 'jzs_glgc',
        regNo: `京211202000${String(serial).padStart(4, '0')}`,
        certValidFrom: '2020-01-01',
        certValidTo: '2030-12-31',
        socialInsurance: 'normal',
        ...overrides,
      } as never,
    }),
  );
}

async function addProject(client: Client, name: string) {
  serial++;
  return unwrap(
    client.POST('/portal/project', {
      body: {
        projectName: name,
        projectCode: `CHECK-${serial}`,
        projectType: 'building',
        prov: '120000',
        city: '120100',
        contractAmount: 5000,
        startDate: '2024-01-01',
        entRole: 'general_contractor',
        stage: 'in_progress',
      },
    }),
  );
}

const lead = (client: Client, personId: string, projectId: string, periodStart: string, periodEnd: string) =>
  unwrap(client.POST('/portal/achievement/addProject', { body: { personId, projectId, role: 'project_manager', periodStart, periodEnd } }));

const runPersonnel = (client: Client, body?: { personIds?: string[]; projectIds?: string[] }) =>
  unwrap(client.POST('/check/datacheck/autoRy', body ? { body } : {}));
const results = (client: Client, query: Record<string, unknown> = {}) => page(client.GET('/check/datacheck/getCheckList', { params: { query } }));
const countResults = (client: Client, query: Record<string, unknown> = {}) => page(client.GET('/check/ryNum/getCheckList', { params: { query } }));
const mark = (client: Client, body: Record<string, unknown>) => client.POST('/check/mark', { body: body as never });

describe('the personnel check', () => {
  let overlapIds: string[] = [];

  it('finds one person leading two projects at once, and lists it for the performance page', async () => {
    const person = await addPerson(as.basic);
    const first = await addProject(as.basic, '核查一号楼');
    const second = await addProject(as.basic, '核查二号楼');
    const a = await lead(as.basic, person.id, first.id, '2024-02-01', '2024-12-31');
    const b = await lead(as.basic, person.id, second.id, '2024-06-01', '2025-06-30');
    overlapIds = [a.id, b.id];

    const run = await runPersonnel(as.basic);
    expect(run).toMatchObject({ kind: 'personnel', startedBy: expect.any(String), errors: expect.any(Number) });
    expect(run.passed + run.failed).toBe(run.total);
    const { rows } = await results(as.basic, { runId: run.runId, rule: 'performance.periodOverlap' });
    expect(rows.map((r) => r.recordId).sort()).toEqual([...overlapIds].sort());
    expect(rows[0]).toMatchObject({ level: 'error', recordType: 'performance', mark: null, field: 'periodStart' });
    expect(rows.find((r) => r.recordId === a.id)!.message).toContain('核查二号楼');
    expect(rows[0]!.link).toMatch(/^\/qyxx\/zcry\/ryyjxx\?mode=edit&id=[0-9a-f-]+&focus=periodStart$/);

    const perf = await page(as.basic.GET('/portal/achievement/checkList', { params: { query: { personName: '核查测试' } } }));
    expect(perf.rows.filter((r) => r.rule === 'periodOverlap').map((r) => r.performanceId).sort()).toEqual([...overlapIds].sort());
    expect(perf.rows[0]).toMatchObject({ personName: person.name, level: 'error' });
  });

  it('keeps a reviewer’s mark across runs and logs what each run added and resolved', async () => {
    const [finding] = (await results(as.basic, { rule: 'performance.periodOverlap' })).rows;
    expect(await failure(mark(as.basic, { resultId: finding!.id, status: 'verified' }))).toMatchObject({ code: 400 });
    const marked = await unwrap(mark(as.basic, { resultId: finding!.id, status: 'verified', reason: '已与项目部核实，二号楼任职记录有误' }));
    expect(marked.mark).toMatchObject({ status: 'verified', reason: '已与项目部核实，二号楼任职记录有误' });

    const again = await runPersonnel(as.basic);
    expect(again).toMatchObject({ added: 0, resolved: 0 });
    const kept = (await results(as.basic, { rule: 'performance.periodOverlap' })).rows.find((r) => r.recordId === finding!.recordId);
    expect(kept!.id).not.toBe(finding!.id);
    expect(kept!.mark).toMatchObject({ status: 'verified' });
    expect((await results(as.basic, { mark: 'verified' })).rows.map((r) => r.recordId)).toContain(finding!.recordId);

    await as.basic.POST('/portal/achievement/delete/{id}', { params: { path: { id: overlapIds[1]! } } });
    const third = await runPersonnel(as.basic);
    expect(third.resolved).toBeGreaterThanOrEqual(2);
    const log = await page(as.basic.GET('/check/runs', { params: { query: { kind: 'personnel' } } }));
    expect(log.rows[0]).toMatchObject({ runId: third.runId, resolved: third.resolved });
    expect(log.rows).toHaveLength(3);

    await unwrap(mark(as.basic, { resultId: kept!.id, status: null }));
  });

  it('checks only the chosen people when given a scope', async () => {
    const person = await addPerson(as.basic, { certValidTo: '2021-01-01' });
    const run = await runPersonnel(as.basic, { personIds: [person.id] });
    expect(run.total).toBe(1);
    expect(run.scope).toEqual({ personIds: [person.id] });
    const { rows } = await results(as.basic, { runId: run.runId });
    expect(rows.map((r) => [r.recordId, r.rule])).toEqual([[person.id, 'registeredPerson.certExpired']]);
  });

  it('warns of a person another enterprise registered too, without naming it', async () => {
    const [theirs] = await server.database.db.select().from(registeredPersons).limit(1);
    const demoEnt = (await server.database.db.select().from(enterprises).where(eq(enterprises.id, theirs!.entId)))[0]!;
    const mine = await addPerson(as.basic, { idCard: theirs!.idCard, birthDate: theirs!.birthDate, gender: theirs!.gender });
    const run = await runPersonnel(as.basic);
    const found = (await results(as.basic, { runId: run.runId, rule: 'registeredPerson.registeredElsewhere' })).rows;
    expect(found.map((r) => r.recordId)).toContain(mine.id);
    expect(found[0]!.message).not.toContain(demoEnt.entName);
    expect(found[0]!.level).toBe('warning');
  });

  it('answers 409 while another run of the enterprise is under way, and takes over a stale one', async () => {
    const db = server.database.db;
    const info = await unwrap(as.basic.GET('/portal/getInfo'));
    const entId = info.ent!.entId;
    const [user] = await db.select().from(users).where(eq(users.userName, DEMO.basic.username));
    const [running] = await db.insert(checkRuns).values({ entId, kind: 'all', startedBy: user!.id, startedByName: 'x' }).returning();
    expect(await failure(runPersonnel(as.basic))).toMatchObject({ code: 409, message: '已有核查正在进行，请稍后再试' });
    await db
      .update(checkRuns)
      .set({ startedAt: new Date(Date.now() - 3_600_000) })
      .where(and(eq(checkRuns.id, running!.id)));
    expect((await runPersonnel(as.basic)).kind).toBe('personnel');
  });
});

describe('the full data check', () => {
  it('runs every record type’s rules over the demo enterprise', async () => {
    const run = await unwrap(as.demo.POST('/check/datacheck/auto', {}));
    expect(run.kind).toBe('all');
    expect(run.total).toBeGreaterThan(10);
    const types = new Set((await results(as.demo, { pageSize: 500 })).rows.map((r) => r.recordType));
    // The demo data has a project without a platform code and a completed one without a completion date.
    expect(types).toContain('project');
    const projects = (await results(as.demo, { recordType: 'project', pageSize: 100 })).rows.map((r) => r.rule);
    expect(projects).toEqual(expect.arrayContaining(['project.noPlatformCode', 'project.completionDateMissing']));
    const sorted = (await results(as.demo, { pageSize: 500 })).rows.map((r) => r.level);
    expect(sorted).toEqual([...sorted].sort());
  });
});

describe('the personnel-count check', () => {
  it('counts qualifying registered persons against the item’s requirement and flags a shortfall', async () => {
    const cert = await unwrap(
      as.basic.POST('/portal/zzzs/add', {
        body: {
          certNo: 'D312000777',
          certType: 'jzy',
          issueAuthority: '天津市住房和城乡建设委员会',
          issueDate: '2024-04-01',
          expiryDate: '2029-03-31',
          items: [{ category: '03', typeCode: '103001', subCode: '10300101', gradeCode: 'class_3', itemName: '建筑工程施工总承包' }],
        } as never,
      }),
    );
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await addPerson(as.basic, { regSpecialty: 'jzs_jzgc' }));

    const ok = await unwrap(as.basic.POST('/check/ryNum/auto'));
    const lines = (await countResults(as.basic, { runId: ok.runId, certificateId: cert.id })).rows;
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.passed && l.assessed)).toBe(true);
    expect(lines.find((l) => l.required === 4)).toMatchObject({ regSpecialty: 'jzs_jzgc', regCategory: 'jzs1,jzs2', certNo: 'D312000777', gradeLabel: '三级' });

    for (const p of people.slice(0, 2)) await as.basic.POST('/portal/person/deleteRegister/{id}', { params: { path: { id: p.id } } });
    const short = await unwrap(as.basic.POST('/check/ryNum/auto'));
    expect(short.failed).toBe(1);
    const after = (await countResults(as.basic, { runId: short.runId, certificateId: cert.id })).rows;
    expect(after[0]).toMatchObject({ passed: false });
    const four = after.find((l) => l.required === 4)!;
    expect(four.passed).toBe(false);
    expect(four.message).toContain('缺少');

    // The same shortfall is a 资质异常 reminder and a certificate exception.
    const counts = await unwrap(as.basic.GET('/portal/reminder/counts'));
    expect(counts.zzyc).toBeGreaterThanOrEqual(1);
    const anomaly = (await page(as.basic.GET('/portal/reminder/list', { params: { query: { type: 'zzyc' } } }))).rows[0];
    expect(anomaly).toMatchObject({ level: 'danger', rule: 'certificateItem.personnelShortage' });
    const exceptions = await unwrap(as.basic.GET('/portal/zzzs/getException/{id}', { params: { path: { id: cert.id } } }));
    expect(exceptions.map((e) => e.type)).toContain('personnelShortage');

    const log = await page(as.basic.GET('/check/runs', { params: { query: { kind: 'personnelCount' } } }));
    expect(log.rows[0]).toMatchObject({ runId: short.runId, added: 2 });
  });

  it('does not assess the counts of a grade above the lowest (建市〔2016〕226号)', async () => {
    const cert = await unwrap(
      as.basic.POST('/portal/zzzs/add', {
        body: {
          certNo: 'D312000778',
          certType: 'jzy',
          issueAuthority: '天津市住房和城乡建设委员会',
          issueDate: '2024-04-01',
          expiryDate: '2029-03-31',
          items: [{ category: '03', typeCode: '103001', subCode: '10300102', gradeCode: 'class_1', itemName: '公路工程施工总承包' }],
        } as never,
      }),
    );
    const run = await unwrap(as.basic.POST('/check/ryNum/auto'));
    const [line] = (await countResults(as.basic, { runId: run.runId, certificateId: cert.id })).rows;
    expect(line).toMatchObject({ required: 15, actual: 0, assessed: false, passed: true });
    expect(line!.citation).toContain('226号');
  });
});

describe('scoping and bad input', () => {
  it('answers another enterprise’s runs and results as not found', async () => {
    const theirs = await unwrap(as.demo.POST('/check/datacheck/autoRy', {}));
    const [finding] = (await results(as.demo, { runId: theirs.runId })).rows;
    expect(await failure(results(as.basic, { runId: theirs.runId }))).toMatchObject({ code: 404, message: '核查批次不存在' });
    expect(await failure(countResults(as.basic, { runId: theirs.runId }))).toMatchObject({ code: 404 });
    expect(await failure(page(as.basic.GET('/portal/achievement/checkList', { params: { query: { runId: theirs.runId } } })))).toMatchObject({ code: 404 });
    expect(await failure(mark(as.basic, { resultId: finding!.id, status: 'ignored', reason: '不是问题' }))).toMatchObject({ code: 404 });
    const log = await page(as.basic.GET('/check/runs', { params: { query: {} } }));
    expect(log.rows.map((r) => r.runId)).not.toContain(theirs.runId);
  });

  it('refuses an account without an enterprise and a caller without a session', async () => {
    expect(await failure(runPersonnel(as.admin))).toMatchObject({ code: 403 });
    expect(await failure(results(as.admin))).toMatchObject({ code: 403 });
    expect(await failure(server.client.POST('/check/ryNum/auto'))).toMatchObject({ code: 401 });
  });

  it('rejects bad input with a 400 envelope', async () => {
    expect(await failure(runPersonnel(as.basic, { personIds: ['nope'] }))).toMatchObject({ code: 400 });
    expect(await failure(results(as.basic, { runId: 'nope' }))).toMatchObject({ code: 400 });
    expect(await failure(results(as.basic, { level: 'fatal' }))).toMatchObject({ code: 400 });
    expect(await failure(mark(as.basic, { resultId: '00000000-0000-4000-8000-000000000000', status: 'done', reason: 'x' }))).toMatchObject({ code: 400 });
    expect(await failure(mark(as.basic, { resultId: '00000000-0000-4000-8000-000000000000', status: 'ignored', reason: 'x' }))).toMatchObject({ code: 404 });
    expect(await failure(mark(as.basic, { resultId: '00000000-0000-4000-8000-000000000000', status: 'ignored', reason: '   ' }))).toMatchObject({ code: 400 });
  });
});
