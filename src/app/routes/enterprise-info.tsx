import { useLocation } from 'react-router-dom';
import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';
import { EnterpriseInfoLayout } from '@/features/enterprise-info/components/enterprise-info-layout';
import { RecordPage } from '@/features/enterprise-info/components/record-page';
import { menuLabelFor } from '@/features/enterprise-info/menu';
import { RECORD_PAGES } from '@/features/enterprise-info/record-routes';

function EnterpriseInfoIndexPage() {
  return <SectionPage title="企业信息" />;
}

function EnterpriseInfoPage() {
  const { pathname } = useLocation();
  const title = menuLabelFor(pathname) ?? '企业信息';
  const record = RECORD_PAGES[pathname.replace(/\/+$/, '')];
  if (record) return <RecordPage key={record.key} config={record} title={title} />;
  return <SectionPage title={title} />;
}

export const enterpriseInfoLayoutRoute: AreaRoute = { Component: EnterpriseInfoLayout, handle: { title: '企业信息' } };
export const enterpriseInfoIndexRoute: AreaRoute = { Component: EnterpriseInfoIndexPage };
export const enterpriseInfoPageRoute: AreaRoute = { Component: EnterpriseInfoPage };
