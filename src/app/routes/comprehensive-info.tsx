import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function ComprehensiveInfoListPage() {
  return <SectionPage title="综合信息" />;
}

export const comprehensiveInfoListRoute: AreaRoute = { Component: ComprehensiveInfoListPage, handle: { title: '综合信息', keepAlive: true } };

function ComprehensiveInfoDetailPage() {
  return <SectionPage title="综合信息详情" />;
}

export const comprehensiveInfoDetailRoute: AreaRoute = { Component: ComprehensiveInfoDetailPage, handle: { title: '综合信息详情' } };
