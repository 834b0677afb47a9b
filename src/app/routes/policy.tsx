import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function PolicyListPage() {
  return <SectionPage title="政策文件" />;
}

export const policyListRoute: AreaRoute = { Component: PolicyListPage, handle: { title: '政策文件', keepAlive: true } };

function PolicyDetailPage() {
  return <SectionPage title="政策文件详情" />;
}

export const policyDetailRoute: AreaRoute = { Component: PolicyDetailPage, handle: { title: '政策文件详情' } };

function PolicyMatchPage() {
  return <SectionPage title="政策匹配" />;
}

export const policyMatchRoute: AreaRoute = { Component: PolicyMatchPage, handle: { title: '政策匹配' } };
