import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '@/api/queries';

export const APPLICATION_PAGE_SIZE = 10;

/** The applications whose enterprise name holds every one of `keywords` (searchSbrk); idle while they are blank. */
export function useApplicationSearch(keywords: string, pageNum: number) {
  return $api.useQuery(
    'get',
    '/portal/sbrkzn/sbrkbykeywords',
    { params: { query: { keywords, pageNum, pageSize: APPLICATION_PAGE_SIZE } } },
    { enabled: keywords.trim() !== '', placeholderData: keepPreviousData },
  );
}
