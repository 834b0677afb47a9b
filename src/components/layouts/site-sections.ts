import { paths, qualificationStandardHref } from '@/config/paths';

/** The enterprise-information area opens on the business-licence page (spec §2 side menu). */
export const ENTERPRISE_INFO_HOME = paths.enterpriseInfo.getHref('businessLicence');

/** A link in the site map. `newTab` marks pages the spec opens in a new window (qualification standards). */
export interface SiteLink {
  label: string;
  href: string;
  newTab?: boolean;
}

/** A section of the site map with its pages. */
export interface SiteSection {
  title: string;
  links: readonly SiteLink[];
}

/** The four qualification-standard categories and the first code of each (spec §2). */
export const QUALIFICATION_CATEGORIES: readonly SiteLink[] = [
  { label: '勘察', href: qualificationStandardHref('01', '101001'), newTab: true },
  { label: '设计', href: qualificationStandardHref('02', '102001'), newTab: true },
  { label: '施工', href: qualificationStandardHref('03', '103001'), newTab: true },
  { label: '监理', href: qualificationStandardHref('04', '104001'), newTab: true },
];

/**
 * The footer site map: the top-navigation sections (spec §2 "Header") and their pages.
 *
 * @example FOOTER_SECTIONS.map((section) => <SiteSectionLinks key={section.title} section={section} />)
 */
export const FOOTER_SECTIONS: readonly SiteSection[] = [
  { title: '资质标准', links: [...QUALIFICATION_CATEGORIES, { label: '资质标准分析', href: paths.qualificationStandard.analyze.getHref() }] },
  {
    title: '政策文件',
    links: [
      { label: '政策文件', href: paths.policy.getHref() },
      { label: '政策匹配', href: paths.policyMatch.getHref() },
    ],
  },
  {
    title: '公示公告',
    links: [
      { label: '公示公告', href: paths.notice.getHref() },
      { label: '公示公告查询', href: paths.noticeQuery.getHref() },
    ],
  },
  {
    title: '常见问题',
    links: [
      { label: '常见问题', href: paths.question.getHref() },
      { label: '法律法规', href: paths.regulation.getHref() },
    ],
  },
  { title: '课程中心', links: [{ label: '课程中心', href: paths.edu.getHref() }] },
  {
    title: '联系我们',
    links: [
      { label: '联系我们', href: paths.contact.getHref() },
      { label: '会员专栏', href: paths.memberCenter.getHref() },
    ],
  },
];

/** Everything the home page's 网站导航 lists: the footer sections plus the other public and member areas. */
export const SITE_MAP_SECTIONS: readonly SiteSection[] = [
  ...FOOTER_SECTIONS,
  {
    title: '更多服务',
    links: [
      { label: '全站搜索', href: paths.globalSearch.getHref() },
      { label: '综合信息', href: paths.comprehensiveInfo.getHref() },
      { label: '企业信息', href: ENTERPRISE_INFO_HOME },
      { label: '个人中心', href: paths.userCenter.getHref() },
    ],
  },
];
