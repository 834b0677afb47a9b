import { asc } from 'drizzle-orm';
import { todayInChina } from '../../forms/common.ts';
import type { ProjectInput } from '../../forms/project.ts';
import type { Db } from '../db/client.ts';
import { registeredPersons } from '../db/schema/personnel.ts';
import { performances, projects } from '../db/schema/projects.ts';
import { liveRecordsOf } from '../db/schema/record-columns.ts';
import { addDays, seededRandom, type Random } from './demo-person-generator.ts';
import { findDemoOwner } from './demo-owner.ts';

export const DEMO_PROJECT_COUNT = 40;
export const DEMO_PERFORMANCE_COUNT = 120;
// Fixed, so every run produces the same rows; create times count back from here.
const ANCHOR = Date.UTC(2026, 0, 1);

interface Place {
  prov: string;
  city: string;
  district: string;
  name: string;
}

// Places in Beijing, Tianjin and Hebei, with the district code that starts each project code.
const PLACES: Place[] = [
  { prov: '110000', city: '110100', district: '110105', name: '朝阳区望京' },
  { prov: '110000', city: '110100', district: '110108', name: '海淀区西北旺' },
  { prov: '110000', city: '110100', district: '110106', name: '丰台区丽泽' },
  { prov: '110000', city: '110100', district: '110112', name: '通州区台湖' },
  { prov: '110000', city: '110100', district: '110115', name: '大兴区黄村' },
  { prov: '110000', city: '110100', district: '110114', name: '昌平区回龙观' },
  { prov: '110000', city: '110100', district: '110113', name: '顺义区后沙峪' },
  { prov: '110000', city: '110100', district: '110111', name: '房山区良乡' },
  { prov: '120000', city: '120100', district: '120116', name: '滨海新区于家堡' },
  { prov: '120000', city: '120100', district: '120111', name: '西青区中北镇' },
  { prov: '120000', city: '120100', district: '120114', name: '武清区下朱庄' },
  { prov: '120000', city: '120100', district: '120112', name: '津南区咸水沽' },
  { prov: '130000', city: '130100', district: '130102', name: '石家庄市长安区' },
  { prov: '130000', city: '130600', district: '130602', name: '保定市竞秀区' },
  { prov: '130000', city: '130600', district: '130629', name: '雄安新区容东片区' },
  { prov: '130000', city: '131000', district: '131003', name: '廊坊市广阳区' },
  { prov: '130000', city: '130200', district: '130203', name: '唐山市路北区' },
  { prov: '130000', city: '130900', district: '130903', name: '沧州市运河区' },
];

// What a general contractor builds, by project type, with a contract amount range in 万元.
const KINDS = [
  { projectType: 'building', suffixes: ['住宅小区项目', '安置房项目', '综合楼工程', '学校教学楼工程', '医院门诊楼工程'], amount: [8_000, 60_000] },
  { projectType: 'municipal', suffixes: ['道路改造工程', '排水管网改造工程', '桥梁新建工程', '老旧小区综合整治工程'], amount: [2_000, 30_000] },
  { projectType: 'water_conservancy', suffixes: ['河道综合治理工程'], amount: [3_000, 20_000] },
  { projectType: 'mep_installation', suffixes: ['产业园机电安装工程'], amount: [800, 6_000] },
] as const;
const TYPE_POOL = [0, 0, 0, 0, 0, 1, 1, 1, 2, 3];
const ROLE_POOL = ['general_contractor', 'general_contractor', 'general_contractor', 'general_contractor', 'specialty_contractor', 'epc'];
const OFFICERS = ['construction_officer', 'quality_officer', 'safety_officer', 'document_officer', 'material_officer'];

const pad = (n: number) => String(n).padStart(2, '0');

type DemoProject = ProjectInput & { createTime: Date };

function projectRow(random: Random, i: number): Omit<DemoProject, 'stage' | 'plannedCompletionDate'> {
  const place = random.pick(PLACES);
  const kind = KINDS[random.pick(TYPE_POOL)]!;
  const startDate = `${random.int(2019, 2025)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const completed = startDate < '2023-07-01' || random.next() < 0.3;
  const lot = random.next() < 0.4 ? `${random.pick(['一', '二', '三'])}期` : '';
  return {
    projectName: `${place.name}${lot}${random.pick(kind.suffixes)}`,
    projectCode: `${place.district}${startDate.replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`,
    projectType: kind.projectType,
    prov: place.prov,
    city: place.city,
    contractAmount: random.int(kind.amount[0] * 100, kind.amount[1] * 100) / 100,
    startDate,
    completionDate: completed ? addDays(startDate, random.int(300, 1_100)) : null,
    entRole: random.pick(ROLE_POOL),
    createTime: new Date(ANCHOR - i * 86_400_000),
  };
}

// The stage as of `today`: a completion date up to today is finished (竣工验收 after a year, mostly), a later
// one was only the plan; unfinished projects are planned to complete within the next 2½ years.
function withStage(row: ReturnType<typeof projectRow>, random: Random, today: string): DemoProject {
  const { completionDate } = row;
  if (completionDate && completionDate <= today) {
    const stage = completionDate < addDays(today, -365) && random.next() < 0.8 ? 'accepted' : 'completed';
    return { ...row, stage, plannedCompletionDate: addDays(completionDate, random.int(-30, 120)) };
  }
  const plannedCompletionDate = completionDate ?? addDays(today, random.int(60, 900));
  return { ...row, completionDate: null, stage: random.next() < 0.1 ? 'suspended' : 'in_progress', plannedCompletionDate };
}

/**
 * The demo enterprise's projects as of `today`: deterministic for a day, with distinct codes, and besides the usual
 * stages one of each case the reminder rules look for: a project not yet started, one in progress past its planned
 * completion date, one completed without a completion date, and one without a platform code.
 */
export function demoProjectRows(today = todayInChina()): DemoProject[] {
  const random = seededRandom(20_260_501);
  const stageRandom = seededRandom(20_260_503);
  const rows = Array.from({ length: DEMO_PROJECT_COUNT }, (_, i) => withStage(projectRow(random, i), stageRandom, today));
  const special = new Set<number>();
  const change = (find: (row: DemoProject) => boolean, edit: (row: DemoProject) => Partial<DemoProject>) => {
    const i = rows.findIndex((row, index) => !special.has(index) && find(row));
    if (i < 0) return;
    special.add(i);
    rows[i] = { ...rows[i]!, ...edit(rows[i]!) };
  };
  const latestStart = rows.filter((row) => row.stage === 'in_progress').reduce((latest, row) => (row.startDate > latest ? row.startDate : latest), '');
  change(
    (row) => row.stage === 'in_progress' && row.startDate === latestStart,
    () => ({ stage: 'not_started', startDate: addDays(today, 30), plannedCompletionDate: addDays(today, 30 + 720) }),
  );
  change(
    (row) => row.stage === 'in_progress' && row.startDate < addDays(today, -60),
    () => ({ plannedCompletionDate: addDays(today, -45) }),
  );
  change(
    (row) => row.stage === 'completed',
    () => ({ completionDate: null }),
  );
  change(
    () => true,
    () => ({ projectCode: null }),
  );
  return rows;
}

/**
 * Three performances a project: a constructor (一级/二级建造师) as project manager, a technical
 * director and one site officer, three different people, each over the project's period.
 */
export function demoPerformanceRows(
  projectRows: { id: string; startDate: string; completionDate: string | null }[],
  persons: { id: string; regCategory: string }[],
) {
  const random = seededRandom(20_260_502);
  const constructors = persons.filter((p) => p.regCategory === 'jzs1' || p.regCategory === 'jzs2');
  return projectRows.flatMap((project) => {
    const manager = random.pick(constructors);
    const rest = persons.filter((p) => p.id !== manager.id);
    const director = random.pick(rest);
    const officer = random.pick(rest.filter((p) => p.id !== director.id));
    const period = (lateDays: number) => ({ periodStart: addDays(project.startDate, lateDays), periodEnd: project.completionDate });
    return [
      { personId: manager.id, projectId: project.id, role: 'project_manager', ...period(0) },
      { personId: director.id, projectId: project.id, role: 'technical_director', ...period(random.int(0, 30)) },
      { personId: officer.id, projectId: project.id, role: random.pick(OFFICERS), ...period(random.int(0, 60)) },
    ];
  });
}

/**
 * Demo projects and personnel performances for the demo enterprise (after the demo personnel);
 * deterministic, and only added to a list that is still empty, so restarts never duplicate them.
 * Non-production only (see main.ts).
 */
export async function seedDemoProjects(db: Db): Promise<void> {
  const owner = await findDemoOwner(db);
  if (!owner) return;
  const audit = { entId: owner.entId, createBy: owner.userId, updateBy: owner.userId };
  await db.transaction(async (tx) => {
    const liveProjects = liveRecordsOf(projects, owner.entId);
    const [project] = await tx.select({ id: projects.id }).from(projects).where(liveProjects).limit(1);
    if (!project) {
      await tx.insert(projects).values(demoProjectRows().map((r) => ({ ...r, ...audit, updateTime: r.createTime })));
    }
    const [performance] = await tx
      .select({ id: performances.id })
      .from(performances)
      .where(liveRecordsOf(performances, owner.entId))
      .limit(1);
    if (performance) return;
    const [projectRows, persons] = await Promise.all([
      tx
        .select({ id: projects.id, startDate: projects.startDate, completionDate: projects.completionDate })
        .from(projects)
        .where(liveProjects)
        .orderBy(asc(projects.projectCode)),
      tx
        .select({ id: registeredPersons.id, regCategory: registeredPersons.regCategory })
        .from(registeredPersons)
        .where(liveRecordsOf(registeredPersons, owner.entId))
        .orderBy(asc(registeredPersons.idCard), asc(registeredPersons.regCategory)),
    ]);
    if (projectRows.length === 0 || persons.length < 3) return;
    const rows = demoPerformanceRows(projectRows, persons);
    await tx.insert(performances).values(rows.map((r, i) => ({ ...r, ...audit, createTime: new Date(ANCHOR - i * 3_600_000), updateTime: new Date(ANCHOR - i * 3_600_000) })));
  });
}
