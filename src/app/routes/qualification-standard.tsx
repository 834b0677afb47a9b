import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function AnalyzePage() {
  return <SectionPage title="资质标准解读" />;
}

export const analyzeRoute: AreaRoute = { Component: AnalyzePage, handle: { title: '资质标准解读' } };

function ListPage() {
  return <SectionPage title="资质标准列表" />;
}

export const listRoute: AreaRoute = { Component: ListPage, handle: { title: '资质标准列表' } };

function DetailPage() {
  return <SectionPage title="资质标准" />;
}

export const detailRoute: AreaRoute = { Component: DetailPage, handle: { title: '资质标准' } };
