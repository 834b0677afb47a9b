/** The portal's name, used in the header, the footer and every document title. */
export const SITE_NAME = '建筑业企业信息服务门户';

// `import.meta.env` must stay literal for Vite to replace it; it is undefined in plain Node (tsx), hence `?.`.
const env = import.meta.env ?? {};

function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Footer filing numbers. They are issued to the operator of the deployed site, so they come from the build
 * environment (`VITE_ICP_NUMBER`, `VITE_POLICE_NUMBER`); the footer leaves an entry out when it is unset.
 */
export const FILING = {
  icp: setting(env.VITE_ICP_NUMBER),
  police: setting(env.VITE_POLICE_NUMBER),
} as const;

/** Where the filing numbers can be checked. */
export const FILING_LOOKUP = {
  icp: 'https://beian.miit.gov.cn/',
  police: 'https://beian.mps.gov.cn/#/query/webSearch',
} as const;

/** The enterprise-WeChat QR image (`VITE_WECHAT_QR_URL`), or undefined when not configured. */
export const WECHAT_QR_URL = setting(env.VITE_WECHAT_QR_URL);

/** A related official site listed in the footer. */
export interface RelatedSite {
  name: string;
  href: string;
}

/** Spec §2 footer: the related official sites, in display order. */
export const RELATED_SITES: readonly RelatedSite[] = [
  { name: '全国建筑市场监管公共服务平台', href: 'https://jzsc.mohurd.gov.cn' },
  { name: '中国建设教育协会', href: 'https://www.ccen.com.cn' },
  { name: '全国公路建设市场信用信息管理系统', href: 'https://glxy.mot.gov.cn' },
  { name: '全国水利建设市场监管服务平台', href: 'http://xypt.mwr.cn' },
  { name: '社会保险服务', href: 'https://si.12333.gov.cn' },
  { name: '住房和城乡建设部执业资格注册中心', href: 'http://www.pqrc.org.cn' },
  { name: '住房和城乡建设部用户中心', href: 'https://www.mohurd.gov.cn' },
];
