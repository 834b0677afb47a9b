import type { UseQueryResult } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import { paths } from '@/config/paths';
import { useMayOpen } from '@/lib/permissions/use-may-open';
import type { CountSource, EnterpriseCounts } from '../info-centre-cards';

export type EnterpriseCountQueries = { [S in CountSource]: UseQueryResult<EnterpriseCounts[S], unknown> };

/**
 * The entInfoNum count calls the information centre reads, one query per source, or null when the session may not
 * call them: the contract scopes them to the centre page (`x-key-pages: [infoCentre]`), so a secondary key not granted
 * the centre would be refused.
 */
export function useEnterpriseCounts(): EnterpriseCountQueries | null {
  const enabled = useMayOpen()(paths.enterpriseInfo.getHref('infoCentre'));
  const queries: EnterpriseCountQueries = {
    certificate: $api.useQuery('get', '/portal/entInfoNum/certificateNum', {}, { enabled, select: (response) => response.data }),
    person: $api.useQuery('get', '/portal/entInfoNum/personNum', {}, { enabled, select: (response) => response.data }),
    project: $api.useQuery('get', '/portal/entInfoNum/projectNum', {}, { enabled, select: (response) => response.data }),
    remind: $api.useQuery('get', '/portal/entInfoNum/remindNum', {}, { enabled, select: (response) => response.data }),
  };
  return enabled ? queries : null;
}
