import { Navigate, useLocation } from 'react-router-dom';
import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';
import { RecordPage } from '@/components/records/record-page';
import { ReminderPage } from '@/components/reminders/reminder-page';
import { SingleRecordPage } from '@/components/records/single-record-page';
import { paths } from '@/config/paths';
import { useMayOpen } from '@/lib/permissions/use-may-open';
import { AcceptanceGuidePage } from '@/features/acceptance-guide/components/acceptance-guide-page';
import { ReviewOpinionsPage } from '@/features/acceptance-guide/components/review-opinions-page';
import { CheckPage, isCheckPage } from '@/features/checks/components/check-page';
import { EnterpriseInfoLayout } from '@/features/enterprise-info/components/enterprise-info-layout';
import { InfoCentrePage } from '@/features/enterprise-info/components/info-centre-page';
import { firstMenuLink, menuLabelFor, visibleSideMenu } from '@/features/enterprise-info/menu';
import { enterprisePageAt, recordUiOf, reminderTypeOf } from '@/features/enterprise-info/pages';

function EnterpriseInfoPage() {
  const { pathname } = useLocation();
  const page = enterprisePageAt(pathname);
  if (page?.key === 'infoCentre') return <InfoCentrePage />;
  if (page?.key === 'acceptanceGuide') return <AcceptanceGuidePage />;
  if (page?.key === 'acceptanceOpinions') return <ReviewOpinionsPage />;
  if (page && isCheckPage(page.key)) return <CheckPage key={page.key} page={page.key} />;
  const title = menuLabelFor(pathname) ?? '企业信息';
  const reminderType = page && reminderTypeOf(page);
  if (page && reminderType) return <ReminderPage key={reminderType} type={reminderType} title={page.name} />;
  const ui = page && recordUiOf(page);
  if (ui && 'cardinality' in ui) return <SingleRecordPage key={ui.key} config={ui} title={title} />;
  if (ui) return <RecordPage key={ui.key} config={ui} title={title} />;
  return <SectionPage title={title} />;
}

/** /qyxx shows the information centre, or the first page of the menu to a key that may not open the centre. */
function EnterpriseInfoIndex() {
  const mayOpen = useMayOpen();
  const next = mayOpen(paths.enterpriseInfo.getHref('infoCentre')) ? undefined : firstMenuLink(visibleSideMenu(mayOpen));
  return next?.href ? <Navigate to={next.href} replace /> : <InfoCentrePage />;
}

export const enterpriseInfoLayoutRoute: AreaRoute = { Component: EnterpriseInfoLayout, handle: { title: '企业信息' } };
export const enterpriseInfoIndexRoute: AreaRoute = { Component: EnterpriseInfoIndex };
export const enterpriseInfoPageRoute: AreaRoute = { Component: EnterpriseInfoPage };
