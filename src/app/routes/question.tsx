import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function QuestionListPage() {
  return <SectionPage title="常见问题" />;
}

export const questionListRoute: AreaRoute = { Component: QuestionListPage, handle: { title: '常见问题', keepAlive: true } };

function QuestionDetailPage() {
  return <SectionPage title="常见问题详情" />;
}

export const questionDetailRoute: AreaRoute = { Component: QuestionDetailPage, handle: { title: '常见问题详情' } };

function ContactPage() {
  return <SectionPage title="联系我们" />;
}

export const contactRoute: AreaRoute = { Component: ContactPage, handle: { title: '联系我们' } };
