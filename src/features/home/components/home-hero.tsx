import { SITE_NAME } from '@/config/site';
import { HomeSearch } from './home-search';

// A faint grid drawn in CSS: decoration without an image request.
const GRID_BACKGROUND =
  'linear-gradient(rgb(255 255 255 / 0.06) 1px, transparent 1px), linear-gradient(90deg, rgb(255 255 255 / 0.06) 1px, transparent 1px)';

/** The landing banner: site name, what it offers and the search box. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-header bg-linear-to-br from-header to-primary text-header-foreground">
      <div aria-hidden="true" className="absolute inset-0" style={{ backgroundImage: GRID_BACKGROUND, backgroundSize: '32px 32px' }} />
      <div className="relative mx-auto flex w-full max-w-7xl flex-col items-center gap-4 px-4 py-12 text-center sm:px-6 sm:py-16">
        <h1 id="home-title" className="text-2xl font-bold tracking-wide sm:text-4xl">
          {SITE_NAME}
        </h1>
        <p className="max-w-2xl text-base text-white/90 sm:text-lg">资质标准、政策文件、公示公告一站查询，企业信息录入、校验与提醒便捷办理</p>
        <HomeSearch />
      </div>
    </section>
  );
}
