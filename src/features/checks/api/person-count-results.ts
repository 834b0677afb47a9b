import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '@openapi/schema.gen';
import { browserClient } from '@/api/browser-client';
import { $api } from '@/api/queries';
import { page } from '@/api/unwrap';
import type { PersonCountResult } from '../check-areas';

export type PersonCountQuery = NonNullable<paths['/check/ryNum/getCheckList']['get']['parameters']['query']>;

const EXPORT_PAGE_SIZE = 500;

/** One page of a personnel-count run's results (shortfalls first); nothing is fetched without a run. */
export function usePersonCountResults(query: PersonCountQuery) {
  return $api.useQuery(
    'get',
    '/check/ryNum/getCheckList',
    { params: { query } },
    { enabled: Boolean(query.runId), placeholderData: keepPreviousData, select: (response) => ({ rows: response.rows ?? [], total: response.total }) },
  );
}

/** Every result of the filter, 500 at a time (for 导出). */
export async function fetchAllPersonCountResults(query: Omit<PersonCountQuery, 'pageNum' | 'pageSize'>): Promise<PersonCountResult[]> {
  const rows: PersonCountResult[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const result = await page(browserClient.GET('/check/ryNum/getCheckList', { params: { query: { ...query, pageNum, pageSize: EXPORT_PAGE_SIZE } } }));
    rows.push(...(result.rows ?? []));
    if ((result.rows ?? []).length < EXPORT_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}
