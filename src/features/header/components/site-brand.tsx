import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Spec §1: the portal's name, shown in the header band. */
export const SITE_NAME = '建筑业企业信息服务门户';

function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="7" fill="#fff" />
      <path d="M6 25h20M9 25V14l7-5 7 5v11M13 25v-6h6v6M16 9V6" fill="none" stroke="var(--color-header)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The logo mark and site name, linking home. The name gives way to the nav on tablets (md to lg). */
export function SiteBrand() {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex min-w-0 items-center gap-2 rounded-md py-1 text-header-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <LogoMark />
      <span className="truncate text-base font-semibold tracking-wide sm:text-lg md:max-lg:sr-only">{SITE_NAME}</span>
    </Link>
  );
}
