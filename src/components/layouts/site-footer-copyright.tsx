import { FILING, FILING_LOOKUP, SITE_NAME } from '@/config/site';

const linkClass = 'rounded-sm hover:text-white hover:underline focus-visible:outline-white';

// The public-security lookup takes the digits of the filing number, e.g. 京公网安备11010502000001号 → 11010502000001.
function policeLookupHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits ? `${FILING_LOOKUP.police}?code=${digits}` : FILING_LOOKUP.police;
}

/** The copyright line and filing numbers (spec §2); an unset filing number is left out, never faked. */
export function SiteFooterCopyright({ icp = FILING.icp, police = FILING.police }: { icp?: string; police?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col items-center gap-1 px-4 py-4 text-center text-xs sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-4 sm:px-6">
      <p>
        Copyright © {new Date().getFullYear()} {SITE_NAME} 版权所有
      </p>
      {icp ? (
        <a href={FILING_LOOKUP.icp} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {icp}
        </a>
      ) : null}
      {police ? (
        <a href={policeLookupHref(police)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {police}
        </a>
      ) : null}
    </div>
  );
}
