import type { AreaRoute } from '@/app/route-handle';
import { HomeHero } from '@/features/home/components/home-hero';
import { QuickEntryGrid } from '@/features/home/components/quick-entry-grid';
import { SiteMapSection } from '@/features/home/components/site-map-section';

function HomePage() {
  return (
    <>
      <HomeHero />
      <QuickEntryGrid />
      <SiteMapSection />
    </>
  );
}

export const homeRoute: AreaRoute = { Component: HomePage, handle: { title: '首页' } };
