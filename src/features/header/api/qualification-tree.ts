import { $api } from '@/api/queries';
import type { components } from '@openapi/schema.gen';

export type QualificationNode = components['schemas']['ZzbzNode'];

/** The menu tree rarely changes; keep it for the whole visit once loaded. */
const TREE_STALE_MS = 30 * 60_000;

/**
 * Query options for the qualification-standard menu tree (getZzbzTree, all categories).
 *
 * @example useQuery({ ...qualificationTreeOptions(), select: (response) => response.data })
 */
export function qualificationTreeOptions() {
  return $api.queryOptions('get', '/portal/api/zzbz/tree', {}, { staleTime: TREE_STALE_MS });
}
