import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function RegulationListPage() {
  return <SectionPage title="法律法规" />;
}

export const regulationListRoute: AreaRoute = { Component: RegulationListPage, handle: { title: '法律法规', keepAlive: true } };

function RegulationDetailPage() {
  return <SectionPage title="法律法规详情" />;
}

export const regulationDetailRoute: AreaRoute = { Component: RegulationDetailPage, handle: { title: '法律法规详情' } };
