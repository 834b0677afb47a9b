import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function EduPage() {
  return <SectionPage title="课程中心" description="建筑业企业资质与从业人员课程" />;
}

export const eduRoute: AreaRoute = { Component: EduPage, handle: { title: '课程中心', keepAlive: true } };

function CoursePage() {
  return <SectionPage title="课程详情" />;
}

export const courseRoute: AreaRoute = { Component: CoursePage, handle: { title: '课程详情' } };

function PlayerPage() {
  return <SectionPage title="课程播放" />;
}

export const playerRoute: AreaRoute = { Component: PlayerPage, handle: { title: '课程播放' } };
