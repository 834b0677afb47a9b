import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function UserCenterPage() {
  return <SectionPage title="个人中心" />;
}

export const userCenterRoute: AreaRoute = { Component: UserCenterPage, handle: { title: '个人中心' } };

function UserMessagesPage() {
  return <SectionPage title="消息中心" />;
}

export const userMessagesRoute: AreaRoute = { Component: UserMessagesPage, handle: { title: '消息中心' } };
