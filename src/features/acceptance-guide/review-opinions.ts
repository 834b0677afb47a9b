import type { EnterprisePageKey } from '@forms/enterprise-page-routes';

/** A common review opinion (受理意见): what it means, how to fix it, and the /qyxx page where the fix is made. */
export interface ReviewOpinion {
  id: string;
  title: string;
  meaning: string;
  fix: string;
  page?: { key: EnterprisePageKey; label: string };
}

export const REVIEW_OPINIONS: readonly ReviewOpinion[] = [
  {
    id: 'certificate-expired',
    title: '人员证书不在有效期内',
    meaning: '申报的注册人员或技术工人的证书在受理日已过有效期，或注册状态为注销、变更中，不计入资质标准要求的人数。',
    fix: '办理延续注册或重新取得证书后，在注册人员信息中更新证书有效期；人数不足时补充符合条件的人员后再申报。',
    page: { key: 'registeredPersons', label: '注册人员信息' },
  },
  {
    id: 'social-insurance',
    title: '社保缴纳单位与申报企业不一致',
    meaning: '申报人员近期的社会保险由其他单位缴纳，无法证明与申报企业存在劳动关系。',
    fix: '将人员社保转入本企业并连续缴纳（一般不少于 3 个月），更新人员的社保信息后重新申报。',
    page: { key: 'registeredPersons', label: '注册人员信息' },
  },
  {
    id: 'performance-standard',
    title: '业绩不满足标准要求',
    meaning: '代表工程业绩的数量、规模（如面积、层数、跨度、合同额）或类别达不到资质标准的要求。',
    fix: '对照资质标准逐项核对业绩指标，换用满足要求的工程业绩，并在人员业绩信息中补录。',
    page: { key: 'performances', label: '人员业绩信息' },
  },
  {
    id: 'performance-evidence',
    title: '业绩证明材料不完整',
    meaning: '业绩缺少中标通知书、施工合同、竣工验收（备案）证明等材料，或材料无法在监管平台核实。',
    fix: '补齐合同、竣工验收等证明材料，确认项目已在监管平台登记，并在项目信息中补充平台编号。',
    page: { key: 'projects', label: '监管平台项目信息' },
  },
  {
    id: 'technical-director',
    title: '技术负责人资历不符',
    meaning: '技术负责人的职称、注册类别、工作年限或主持完成的工程业绩达不到标准要求。',
    fix: '更换符合条件的技术负责人，或补充其主持完成的工程业绩，并在其他人员信息中更新职称与任职信息。',
    page: { key: 'otherPersons', label: '其他人员信息' },
  },
  {
    id: 'constructor-specialty',
    title: '注册建造师专业不符',
    meaning: '申报的注册建造师（或注册监理工程师等）的注册专业与所申请资质对应的专业不一致，人数不计入。',
    fix: '增加相应专业的注册人员，或为现有人员办理增项注册后，在注册人员信息中更新注册专业。',
    page: { key: 'registeredPersons', label: '注册人员信息' },
  },
  {
    id: 'inconsistent-materials',
    title: '材料前后不一致',
    meaning: '申报表与所附证明材料中的人员姓名、证书编号、职称、工程名称或数据相互矛盾。',
    fix: '逐项核对申报表与附件，以证书、合同等原件为准修正信息；可先用本平台的信息校验找出不一致之处。',
    page: { key: 'performanceCheck', label: '业绩校验' },
  },
  {
    id: 'assets',
    title: '企业资产不满足',
    meaning: '经审计的财务报表中净资产低于资质标准要求，或财务报表未经审计、不在有效期内。',
    fix: '增资或待净资产达到标准后，提供最近一期经审计的财务报表，并在营业执照信息中更新注册资本。',
    page: { key: 'businessLicence', label: '营业执照信息' },
  },
  {
    id: 'qualification-anomaly',
    title: '资质证书状态异常',
    meaning: '企业已有资质存在动态核查不合格、被责令整改或证书信息与全国平台不一致的情况。',
    fix: '先完成整改并使证书状态恢复正常，再提出升级或增项申请。',
    page: { key: 'qualificationAnomalyReminders', label: '资质异常提醒' },
  },
];
