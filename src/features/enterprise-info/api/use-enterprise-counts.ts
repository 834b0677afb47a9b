import type { UseQueryResult } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import { useReminderCounts } from '@/components/reminders/api/reminder-counts';
import { paths } from '@/config/paths';
import { useMayOpen } from '@/lib/permissions/use-may-open';
import type { CountSource, EnterpriseCounts } from '../info-centre-cards';

export type EnterpriseCountQueries = { [S in CountSource]?: UseQueryResult<EnterpriseCounts[S], unknown> };

/**
 * The count calls the information centre reads, one query per source, or null when the session may not call them:
 * the contract scopes the entInfoNum calls to the centre page (`x-key-pages: [infoCentre]`), so a secondary key not
 * granted the centre would be refused. The unread reminders are the polled counts the side menu and header show
 * (absent for an account without an enterprise, which has none).
 */
export function useEnterpriseCounts(): EnterpriseCountQueries | null {
  const enabled = useMayOpen()(paths.enterpriseInfo.getHref('infoCentre'));
  const remind = useReminderCounts() ?? undefined;
  const queries: EnterpriseCountQueries = {
    certificate: $api.useQuery('get', '/portal/entInfoNum/certificateNum', {}, { enabled, select: (response) => response.data }),
    person: $api.useQuery('get', '/portal/entInfoNum/personNum', {}, { enabled, select: (response) => response.data }),
    project: $api.useQuery('get', '/portal/entInfoNum/projectNum', {}, { enabled, select: (response) => response.data }),
    remind,
  };
  return enabled ? queries : null;
}
