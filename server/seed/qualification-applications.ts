import type { qualificationApplications } from '../db/schema/qualification-applications.ts';

type ApplicationRow = typeof qualificationApplications.$inferInsert;

const DEPARTMENTS: Record<string, string> = {
  '000000': '住房和城乡建设部',
  '110000': '北京市住房和城乡建设委员会',
  '310000': '上海市住房和城乡建设管理委员会',
  '320000': '江苏省住房和城乡建设厅',
  '330000': '浙江省住房和城乡建设厅',
  '370000': '山东省住房和城乡建设厅',
  '420000': '湖北省住房和城乡建设厅',
  '440000': '广东省住房和城乡建设厅',
  '510000': '四川省住房和城乡建设厅',
};

/**
 * One seeded application: accepted `ago` days before the seed day; the expert review starts 7 days after acceptance and
 * lasts `review` days; publicity lasts 10 days and the announcement follows 3 days later. Stages after the seed day
 * stay empty, so the stage order always holds.
 */
interface ApplicationSeed {
  ent: string;
  qualification: string;
  category: '01' | '02' | '03' | '04';
  type: string;
  prov: keyof typeof DEPARTMENTS;
  ago: number;
  review: number;
  opinion?: string;
}

const SEEDS: readonly ApplicationSeed[] = [
  { ent: '中建示范建设集团有限公司', qualification: '市政公用工程施工总承包一级', category: '03', type: '升级', prov: '000000', ago: 41, review: 40 },
  { ent: '中建示范建设集团有限公司', qualification: '建筑装修装饰工程专业承包一级', category: '03', type: '增项', prov: '110000', ago: 120, review: 38 },
  { ent: '华东基础建设工程有限公司', qualification: '地基基础工程专业承包一级', category: '03', type: '升级', prov: '000000', ago: 78, review: 80 },
  { ent: '华东基础建设工程有限公司', qualification: '建筑工程施工总承包二级', category: '03', type: '增项', prov: '320000', ago: 95, review: 36, opinion: '业绩不满足标准要求：申报的 2 项代表工程业绩中，1 项单体建筑面积未达到标准要求。' },
  { ent: '江苏恒达建设集团有限公司', qualification: '建筑工程施工总承包特级', category: '03', type: '升级', prov: '000000', ago: 150, review: 70 },
  { ent: '浙江安澜水利建设有限公司', qualification: '水利水电工程施工总承包一级', category: '03', type: '升级', prov: '000000', ago: 66, review: 70 },
  { ent: '广东粤海路桥工程有限公司', qualification: '公路工程施工总承包二级', category: '03', type: '首次申请', prov: '440000', ago: 20, review: 30 },
  { ent: '四川蜀道勘察设计研究院有限公司', qualification: '工程勘察专业类岩土工程甲级', category: '01', type: '升级', prov: '000000', ago: 88, review: 45, opinion: '人员证书不在有效期内：2 名注册土木工程师（岩土）的注册证书已过有效期。' },
  { ent: '上海申城建筑设计院有限公司', qualification: '建筑行业（建筑工程）设计甲级', category: '02', type: '升级', prov: '000000', ago: 58, review: 42 },
  { ent: '上海浦江工程监理有限公司', qualification: '房屋建筑工程监理甲级', category: '04', type: '升级', prov: '310000', ago: 3, review: 30 },
  { ent: '山东齐鲁建工集团有限公司', qualification: '建筑工程施工总承包一级', category: '03', type: '升级', prov: '000000', ago: 110, review: 52, opinion: '社保缴纳单位与申报企业不一致：技术负责人近 3 个月社保由其他单位缴纳。' },
  { ent: '湖北荆楚市政工程有限公司', qualification: '市政公用工程施工总承包二级', category: '03', type: '首次申请', prov: '420000', ago: 90, review: 48 },
  { ent: '北京京城钢结构工程有限公司', qualification: '钢结构工程专业承包一级', category: '03', type: '升级', prov: '000000', ago: 72, review: 40 },
  { ent: '北京中科岩土勘察有限公司', qualification: '工程勘察专业类工程测量乙级', category: '01', type: '首次申请', prov: '110000', ago: 12, review: 25 },
  { ent: '江苏苏南机电安装工程有限公司', qualification: '机电工程施工总承包二级', category: '03', type: '首次申请', prov: '320000', ago: 64, review: 62 },
  { ent: '浙江之江园林景观设计有限公司', qualification: '风景园林工程设计专项乙级', category: '02', type: '首次申请', prov: '330000', ago: 47, review: 30, opinion: '技术负责人资历不符：技术负责人主持完成的风景园林工程设计业绩不足 2 项。' },
  { ent: '浙江钱塘建设集团有限公司', qualification: '建筑工程施工总承包一级', category: '03', type: '升级', prov: '000000', ago: 30, review: 45 },
  { ent: '广东南粤建筑工程有限公司', qualification: '建筑工程施工总承包二级', category: '03', type: '重新核定', prov: '440000', ago: 55, review: 28 },
  { ent: '广东珠江工程监理有限公司', qualification: '市政公用工程监理甲级', category: '04', type: '升级', prov: '000000', ago: 100, review: 75, opinion: '注册建造师专业不符：申报的注册监理工程师中，市政公用工程专业人数不足标准要求。' },
  { ent: '四川天府建设工程有限公司', qualification: '建筑工程施工总承包二级', category: '03', type: '首次申请', prov: '510000', ago: 8, review: 30 },
  { ent: '四川川西水电建设有限公司', qualification: '水利水电工程施工总承包二级', category: '03', type: '增项', prov: '510000', ago: 84, review: 90 },
  { ent: '湖北江汉建筑设计院有限公司', qualification: '建筑行业（建筑工程）设计乙级', category: '02', type: '首次申请', prov: '420000', ago: 69, review: 33, opinion: '材料前后不一致：申报表中技术负责人的职称与所附证书不一致。' },
  { ent: '山东泰山路桥建设有限公司', qualification: '公路工程施工总承包一级', category: '03', type: '升级', prov: '000000', ago: 140, review: 60 },
  { ent: '山东黄河水利工程监理有限公司', qualification: '水利水电工程监理乙级', category: '04', type: '首次申请', prov: '370000', ago: 35, review: 20 },
  { ent: '上海东方基础工程有限公司', qualification: '地基基础工程专业承包二级', category: '03', type: '首次申请', prov: '310000', ago: 62, review: 40, opinion: '业绩证明材料不完整：代表工程缺少竣工验收备案证明。' },
  { ent: '江苏金陵勘察设计有限公司', qualification: '工程勘察综合资质', category: '01', type: '升级', prov: '000000', ago: 15, review: 50 },
  { ent: '北京燕都建设集团有限公司', qualification: '建筑工程施工总承包一级', category: '03', type: '升级', prov: '000000', ago: 130, review: 58, opinion: '企业资产不满足：企业净资产低于 1 亿元的标准要求。' },
  { ent: '广东岭南电力工程有限公司', qualification: '电力工程施工总承包二级', category: '03', type: '首次申请', prov: '440000', ago: 76, review: 50 },
  { ent: '浙江宁波港湾工程有限公司', qualification: '港口与航道工程施工总承包二级', category: '03', type: '首次申请', prov: '330000', ago: 5, review: 30 },
  { ent: '湖北楚天防水工程有限公司', qualification: '防水防腐保温工程专业承包一级', category: '03', type: '升级', prov: '420000', ago: 45, review: 35 },
];

const DAY = 86_400_000;
const PUBLICITY_DAYS = 10;

/** yyyy-MM-dd of `day` plus `days`. */
const isoDay = (day: Date, days: number) => new Date(day.getTime() + days * DAY).toISOString().slice(0, 10);

/** The seeded applications, dated back from `today` (UTC midnight of the seed day). */
export function qualificationApplicationRows(today: Date): ApplicationRow[] {
  return SEEDS.map((seed, i) => {
    const accept = -seed.ago;
    const reviewStart = accept + 7;
    const reviewEnd = reviewStart + seed.review;
    const publicityStart = reviewEnd + 1;
    const publicityEnd = publicityStart + PUBLICITY_DAYS - 1;
    const announce = publicityEnd + 3;
    const reached = (offset: number) => (offset <= 0 ? isoDay(today, offset) : null);
    const reviewed = reviewEnd <= 0;
    return {
      id: `7a5e0c1d-2b3f-4c6a-8d9e-${String(i + 1).padStart(12, '0')}`,
      entName: seed.ent,
      qualificationName: seed.qualification,
      category: seed.category,
      applyType: seed.type,
      department: DEPARTMENTS[seed.prov]!,
      prov: seed.prov,
      acceptDate: isoDay(today, accept),
      reviewStartDate: reached(reviewStart),
      reviewEndDate: reached(reviewEnd),
      publicityStartDate: reached(publicityStart),
      // While publicity runs, its end is the date it is due to end.
      publicityEndDate: publicityStart <= 0 ? isoDay(today, publicityEnd) : null,
      announceDate: reached(announce),
      result: reviewed ? (seed.opinion ? 'rejected' : 'approved') : null,
      opinion: reviewed ? (seed.opinion ?? null) : null,
    };
  });
}
