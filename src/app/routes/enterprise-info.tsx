import { useLocation } from 'react-router-dom';
import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';
import { EnterpriseInfoLayout } from '@/features/enterprise-info/components/enterprise-info-layout';
import { InfoCentrePage } from '@/features/enterprise-info/components/info-centre-page';
import { RecordPage } from '@/components/records/record-page';
import { INFO_CENTRE_PATH } from '@/features/enterprise-info/info-centre-cards';
import { menuLabelFor } from '@/features/enterprise-info/menu';
import { RECORD_PAGES } from '@/features/enterprise-info/record-routes';
import { SINGLE_RECORD_PAGES } from '@/features/enterprise-info/single-record-routes';
import { SingleRecordPage } from '@/components/records/single-record-page';

function EnterpriseInfoPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === INFO_CENTRE_PATH) return <InfoCentrePage />;
  const title = menuLabelFor(pathname) ?? '企业信息';
  const record = RECORD_PAGES[path];
  if (record) return <RecordPage key={record.key} config={record} title={title} />;
  const single = SINGLE_RECORD_PAGES[path];
  if (single) return <SingleRecordPage key={single.key} config={single} title={title} />;
  return <SectionPage title={title} />;
}

export const enterpriseInfoLayoutRoute: AreaRoute = { Component: EnterpriseInfoLayout, handle: { title: '企业信息' } };
export const enterpriseInfoIndexRoute: AreaRoute = { Component: InfoCentrePage };
export const enterpriseInfoPageRoute: AreaRoute = { Component: EnterpriseInfoPage };
