import type { UseQueryResult } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { CountSource, EnterpriseCounts } from '../info-centre-cards';

/** The entInfoNum count calls the information centre reads, one query per source. */
export function useEnterpriseCounts(): { [S in CountSource]: UseQueryResult<EnterpriseCounts[S], unknown> } {
  return {
    certificate: $api.useQuery('get', '/portal/entInfoNum/certificateNum', {}, { select: (response) => response.data }),
    person: $api.useQuery('get', '/portal/entInfoNum/personNum', {}, { select: (response) => response.data }),
    project: $api.useQuery('get', '/portal/entInfoNum/projectNum', {}, { select: (response) => response.data }),
    remind: $api.useQuery('get', '/portal/entInfoNum/remindNum', {}, { select: (response) => response.data }),
  };
}
