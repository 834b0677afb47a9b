import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function NoticeListPage() {
  return <SectionPage title="公示公告" />;
}

export const noticeListRoute: AreaRoute = { Component: NoticeListPage, handle: { title: '公示公告', keepAlive: true } };

function NoticeDetailPage() {
  return <SectionPage title="公示公告详情" />;
}

export const noticeDetailRoute: AreaRoute = { Component: NoticeDetailPage, handle: { title: '公示公告详情' } };

function NoticeQueryPage() {
  return <SectionPage title="公示公告查询" />;
}

export const noticeQueryRoute: AreaRoute = { Component: NoticeQueryPage, handle: { title: '公示公告查询' } };
