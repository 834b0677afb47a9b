import { Outlet } from 'react-router-dom';
import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function EnterpriseInfoLayout() {
  return <Outlet />;
}

function EnterpriseInfoIndexPage() {
  return <SectionPage title="企业信息" />;
}

function EnterpriseInfoPage() {
  return <SectionPage title="企业信息" />;
}

export const enterpriseInfoLayoutRoute: AreaRoute = { Component: EnterpriseInfoLayout, handle: { title: '企业信息' } };
export const enterpriseInfoIndexRoute: AreaRoute = { Component: EnterpriseInfoIndexPage };
export const enterpriseInfoPageRoute: AreaRoute = { Component: EnterpriseInfoPage };
