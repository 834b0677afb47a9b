import type { EnterprisePageKey } from '@forms/enterprise-pages';
import { CHECK_AREAS } from '../check-areas';
import { CheckLogPage } from './check-log-page';
import { CheckStepPage } from './check-step-page';
import { FindingsPage } from './findings-page';
import { PersonCountPage } from './person-count-page';

const CHECK_PAGE_KEYS: ReadonlySet<string> = new Set(CHECK_AREAS.flatMap((area) => Object.values(area.pages)));

/** Whether the /qyxx page is one of the check pages (qyxxjy/…). */
export function isCheckPage(page: EnterprisePageKey): boolean {
  return CHECK_PAGE_KEYS.has(page);
}

/**
 * A check page of /qyxx/qyxxjy by its page key: an area's results, its 校验步骤 or its 校验记录 (check-areas.ts).
 *
 * @example <CheckPage key={page.key} page={page.key} />
 */
export function CheckPage({ page }: { page: EnterprisePageKey }) {
  for (const area of CHECK_AREAS) {
    if (page === area.pages.main) return area.key === 'personCount' ? <PersonCountPage /> : <FindingsPage area={area} />;
    if (page === area.pages.log) return <CheckLogPage area={area} />;
    if (page === area.pages.step && area.scope) return <CheckStepPage area={area} page={page} choice={area.scope} />;
  }
  return null;
}
