import type { components } from '@openapi/schema.gen';
import { paths } from '@/config/paths';

type Schemas = components['schemas'];

/** The count responses the centre shows, by source: three entInfoNum calls and the unread reminder counts. */
export interface EnterpriseCounts {
  certificate: Schemas['EntCertificateNum'];
  person: Schemas['EntPersonNum'];
  project: Schemas['EntProjectNum'];
  remind: Schemas['ReminderCounts'];
}

export type CountSource = keyof EnterpriseCounts;

interface Stat<S extends CountSource> {
  label: string;
  value: (counts: EnterpriseCounts[S]) => number;
  href?: string;
}

/** One card of the information centre: a total from one count call, its breakdown, and the page it opens. */
export interface InfoCentreCard<S extends CountSource = CountSource> {
  key: string;
  title: string;
  href: string;
  source: S;
  total: (counts: EnterpriseCounts[S]) => number;
  stats: readonly Stat<S>[];
}

const info = paths.enterpriseInfo.getHref;

// `satisfies` checks each card's selectors against its own source's response shape.
const certificates = {
  key: 'certificates',
  title: '资质证书',
  href: info('certificates'),
  source: 'certificate',
  total: (c) => c.total,
  stats: [
    { label: '有效', value: (c) => c.valid },
    { label: '即将到期', value: (c) => c.expiringSoon },
    { label: '已过期', value: (c) => c.expired },
    { label: '资质项', value: (c) => c.itemTotal },
  ],
} satisfies InfoCentreCard<'certificate'>;

const registeredPersons = {
  key: 'registeredPersons',
  title: '注册人员',
  href: info('registeredPersons'),
  source: 'person',
  total: (c) => c.registeredTotal,
  stats: [
    { label: '即将到期', value: (c) => c.registeredExpiringSoon },
    { label: '已过期', value: (c) => c.registeredExpired },
  ],
} satisfies InfoCentreCard<'person'>;

const otherPersons = {
  key: 'otherPersons',
  title: '其他人员',
  href: info('otherPersons'),
  source: 'person',
  total: (c) => c.otherTotal,
  stats: [
    { label: '技术人员', value: (c) => c.technicalTotal },
    { label: '技术工人', value: (c) => c.workerTotal },
  ],
} satisfies InfoCentreCard<'person'>;

const projects = {
  key: 'projects',
  title: '监管平台项目',
  href: info('projects'),
  source: 'project',
  total: (c) => c.total,
  stats: [
    { label: '在建', value: (c) => c.inProgress },
    { label: '已竣工', value: (c) => c.completed },
    { label: '未读消息', value: (c) => c.unreadMessage },
  ],
} satisfies InfoCentreCard<'project'>;

const reminders = {
  key: 'reminders',
  title: '未读提醒',
  href: info('certificateReminders'),
  source: 'remind',
  total: (c) => c.total,
  stats: [
    { label: '营业执照', value: (c) => c.yyzz, href: info('businessLicenceReminders') },
    { label: '资质证书', value: (c) => c.zzzs, href: info('certificateReminders') },
    { label: '监管项目', value: (c) => c.jgptxm, href: info('projectReminders') },
    { label: '注册人员', value: (c) => c.zcry, href: info('registeredPersonReminders') },
    { label: '其他人员', value: (c) => c.qtry, href: info('otherPersonReminders') },
    { label: '人员业绩', value: (c) => c.ryyj, href: info('performanceReminders') },
    { label: '资质异常', value: (c) => c.zzyc, href: info('qualificationAnomalyReminders') },
  ],
} satisfies InfoCentreCard<'remind'>;

/** The cards of the enterprise information centre (/qyxx, /qyxx/qyxxzx), in order. */
export const INFO_CENTRE_CARDS = [certificates, registeredPersons, otherPersons, projects, reminders] as readonly InfoCentreCard[];
