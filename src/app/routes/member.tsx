import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function ManageKeyPage() {
  return <SectionPage title="密钥管理" />;
}

export const manageKeyRoute: AreaRoute = { Component: ManageKeyPage, handle: { title: '密钥管理' } };

function MemberCenterPage() {
  return <SectionPage title="会员专栏" />;
}

export const memberCenterRoute: AreaRoute = { Component: MemberCenterPage, handle: { title: '会员专栏' } };

function MemberOrdersPage() {
  return <SectionPage title="会员订单" />;
}

export const memberOrdersRoute: AreaRoute = { Component: MemberOrdersPage, handle: { title: '会员订单' } };
