import type { components } from '@openapi/schema.gen';

export type Application = components['schemas']['QualificationApplication'];
export type ApplicationStage = components['schemas']['ApplicationStage'];

/** One stage of a qualification application's review: its name, what it means and what the enterprise does next. */
export interface StageGuide {
  stage: ApplicationStage;
  label: string;
  meaning: string;
  nextStep: string;
  /** The application's dates that belong to this stage: a single date, or a start and an end. */
  dates: (app: Application) => { start: string | null; end?: string | null };
}

/** The stages in order (受理 → 专家评审 → 公示 → 公告/发证), each explained once for the cards and the legend. */
export const APPLICATION_STAGES: readonly StageGuide[] = [
  {
    stage: 'accepted',
    label: '受理',
    meaning: '受理部门已核对申报材料齐全、符合法定形式，正式受理申请，审查时限自受理之日起计算。',
    nextStep: '保持联系电话畅通，留意补正材料通知；在审查结束前不要变更技术负责人、注册人员的社保缴纳单位。',
    dates: (app) => ({ start: app.acceptDate }),
  },
  {
    stage: 'expertReview',
    label: '专家评审',
    meaning: '专家对企业资产、人员、业绩等逐项审查，必要时核查业绩与人员的真实性。',
    nextStep: '随时准备业绩合同、竣工验收、社保缴纳等原件备查；被要求说明情况时按期书面回复。',
    dates: (app) => ({ start: app.reviewStartDate, end: app.reviewEndDate }),
  },
  {
    stage: 'publicity',
    label: '公示',
    meaning: '审查意见在主管部门网站公示，公示期内任何单位和个人均可提出异议。',
    nextStep: '核对公示的企业名称、资质类别和等级及审查意见；对不予意见有异议的，在公示期内向受理部门书面反映。',
    dates: (app) => ({ start: app.publicityStartDate, end: app.publicityEndDate }),
  },
  {
    stage: 'announced',
    label: '公告/发证',
    meaning: '主管部门发布审批公告，准予的核发电子资质证书，不予的告知理由。',
    nextStep: '准予的：下载电子证书并在本平台“资质证书信息”中更新；不予的：对照审查意见整改，可依法申请复核或重新申报。',
    dates: (app) => ({ start: app.announceDate }),
  },
];

/** The stage's position in APPLICATION_STAGES. */
export const stageIndex = (stage: ApplicationStage) => APPLICATION_STAGES.findIndex((s) => s.stage === stage);

export const RESULT_LABELS = { approved: '准予', rejected: '不予' } as const;
