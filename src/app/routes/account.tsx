import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';
import { MessageCentrePage } from '@/features/messages/components/message-centre-page';

function UserCenterPage() {
  return <SectionPage title="个人中心" />;
}

export const userCenterRoute: AreaRoute = { Component: UserCenterPage, handle: { title: '个人中心' } };

export const userMessagesRoute: AreaRoute = { Component: MessageCentrePage, handle: { title: '消息中心' } };
