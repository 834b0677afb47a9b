import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { ENTERPRISE_PAGE_ROUTE_LIST } from '@forms/enterprise-page-routes';
import { sessionGuardLoader } from '@/app/session-guard';
import { RouteErrorPage } from '@/app/layouts/route-error-page';
import { RootLayout } from '@/app/layouts/root-layout';
import { paths } from '@/config/paths';
import { notFound } from '@/app/not-found';

/** Lazy route modules, one chunk per area; every route of an area picks its export from the same chunk. */
const area = {
  home: () => import('@/app/routes/home'),
  auth: () => import('@/app/routes/auth'),
  externalRedirect: () => import('@/app/routes/external-redirect'),
  edu: () => import('@/app/routes/edu'),
  search: () => import('@/app/routes/search'),
  notices: () => import('@/app/routes/notices'),
  member: () => import('@/app/routes/member'),
  account: () => import('@/app/routes/account'),
  policy: () => import('@/app/routes/policy'),
  question: () => import('@/app/routes/question'),
  regulation: () => import('@/app/routes/regulation'),
  comprehensiveInfo: () => import('@/app/routes/comprehensive-info'),
  qualificationStandard: () => import('@/app/routes/qualification-standard'),
  enterpriseInfo: () => import('@/app/routes/enterprise-info'),
};

/** `/qyxx` children (spec §2): every page of the table, rendered by the area or sent on to the page it opens. */
const enterpriseInfoChildren: RouteObject[] = ENTERPRISE_PAGE_ROUTE_LIST.filter((page) => !page.group).map((page) => {
  const target = page.redirectTo;
  if (target) return { path: page.segment, loader: () => redirect(paths.enterpriseInfo.getHref(target)) };
  return { path: page.segment, lazy: () => area.enterpriseInfo().then((m) => m.enterpriseInfoPageRoute) };
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    loader: sessionGuardLoader,
    // The guard runs on every navigation (spec §4), not only when the root's params change.
    shouldRevalidate: () => true,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => area.home().then((m) => m.homeRoute) },
      { path: paths.login.path, lazy: () => area.auth().then((m) => m.loginRoute) },
      { path: paths.register.path, lazy: () => area.auth().then((m) => m.registerRoute) },
      { path: paths.forgetPassword.path, lazy: () => area.auth().then((m) => m.forgetPasswordRoute) },
      { path: paths.externalRedirect.path, lazy: () => area.externalRedirect().then((m) => m.externalRedirectRoute) },
      {
        path: paths.edu.path,
        children: [
          { index: true, lazy: () => area.edu().then((m) => m.eduRoute) },
          { path: paths.edu.course.path, lazy: () => area.edu().then((m) => m.courseRoute) },
        ],
      },
      { path: paths.eduPlayer.path, lazy: () => area.edu().then((m) => m.playerRoute) },
      { path: paths.globalSearch.path, lazy: () => area.search().then((m) => m.globalSearchRoute) },
      { path: paths.notice.path, lazy: () => area.notices().then((m) => m.noticeListRoute) },
      { path: paths.notice.detail.path, lazy: () => area.notices().then((m) => m.noticeDetailRoute) },
      { path: paths.noticeQuery.path, lazy: () => area.notices().then((m) => m.noticeQueryRoute) },
      { path: paths.manageKey.path, lazy: () => area.member().then((m) => m.manageKeyRoute) },
      { path: paths.memberCenter.path, lazy: () => area.member().then((m) => m.memberCenterRoute) },
      { path: paths.memberOrders.path, lazy: () => area.member().then((m) => m.memberOrdersRoute) },
      { path: paths.userCenter.path, lazy: () => area.account().then((m) => m.userCenterRoute) },
      { path: paths.userMessages.path, lazy: () => area.account().then((m) => m.userMessagesRoute) },
      { path: paths.policy.path, lazy: () => area.policy().then((m) => m.policyListRoute) },
      { path: paths.policy.detail.path, lazy: () => area.policy().then((m) => m.policyDetailRoute) },
      { path: paths.policyMatch.path, lazy: () => area.policy().then((m) => m.policyMatchRoute) },
      { path: paths.question.path, lazy: () => area.question().then((m) => m.questionListRoute) },
      { path: paths.question.detail.path, lazy: () => area.question().then((m) => m.questionDetailRoute) },
      { path: paths.contact.path, lazy: () => area.question().then((m) => m.contactRoute) },
      { path: paths.regulation.path, lazy: () => area.regulation().then((m) => m.regulationListRoute) },
      { path: paths.regulation.detail.path, lazy: () => area.regulation().then((m) => m.regulationDetailRoute) },
      { path: paths.comprehensiveInfo.path, lazy: () => area.comprehensiveInfo().then((m) => m.comprehensiveInfoListRoute) },
      { path: paths.comprehensiveInfo.detail.path, lazy: () => area.comprehensiveInfo().then((m) => m.comprehensiveInfoDetailRoute) },
      { path: paths.qualificationStandard.analyze.path, lazy: () => area.qualificationStandard().then((m) => m.analyzeRoute) },
      { path: paths.qualificationStandard.list.path, lazy: () => area.qualificationStandard().then((m) => m.listRoute) },
      { path: paths.qualificationStandard.path, lazy: () => area.qualificationStandard().then((m) => m.detailRoute) },
      {
        path: paths.enterpriseInfo.path,
        lazy: () => area.enterpriseInfo().then((m) => m.enterpriseInfoLayoutRoute),
        children: [
          { index: true, lazy: () => area.enterpriseInfo().then((m) => m.enterpriseInfoIndexRoute) },
          ...enterpriseInfoChildren,
        ],
      },
      // Spec §2 error pages: an unknown route is a 404 'This page could not be found'.
      { path: '*', loader: () => notFound() },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
