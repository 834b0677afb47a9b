import type { AreaRoute } from '@/app/route-handle';
import { SectionPage } from '@/components/layouts/section-page';

function GlobalSearchPage() {
  return <SectionPage title="全站搜索" description="搜索资质标准、政策文件、公示公告与常见问题" />;
}

export const globalSearchRoute: AreaRoute = { Component: GlobalSearchPage, handle: { title: '全站搜索', keepAlive: true } };
