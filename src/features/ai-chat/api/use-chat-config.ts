import createQueryHooks from 'openapi-react-query';
import { backgroundClient } from '@/api/browser-client';

const $background = createQueryHooks(backgroundClient);

/**
 * `GET /portal/api/chatAi/getConfig` → the assistant script address, or null when none is configured.
 * Fetched once per session, only when `enabled`; a failure is silent (the assistant is optional).
 */
export function useChatConfig(enabled: boolean): string | null {
  const { data } = $background.useQuery('get', '/portal/api/chatAi/getConfig', undefined, {
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    select: (response) => response.data.chatUrl,
  });
  return data ?? null;
}
