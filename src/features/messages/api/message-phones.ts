import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserClient } from '@/api/browser-client';
import { $api, invalidatePath } from '@/api/queries';
import { unwrap } from '@/api/unwrap';

/** The most phones one user may bind (the server answers 409 beyond it). */
export const MAX_MESSAGE_PHONES = 5;

/** The bound phones, masked (138****8000), oldest first. */
export function useMessagePhones() {
  return $api.useQuery('get', '/portal/messagePhone/list', undefined, { select: (response) => response.data });
}

/** Sends the bind code to a number; resolves to the seconds before another may be sent. */
export function sendMessagePhoneCode(phonenumber: string): Promise<number> {
  return unwrap(browserClient.GET('/portal/sms/sendMessagePhoneCode', { params: { query: { phonenumber } } })).then((sent) => sent.resendIn);
}

/** Binds a phone with its code, and unbinds one by its uuid; both reload the list. */
export function usePhoneBinding() {
  const queryClient = useQueryClient();
  const refresh = () => invalidatePath(queryClient, 'get', '/portal/messagePhone/list');
  const bind = useMutation({
    mutationFn: (body: { phonenumber: string; code: string }) => browserClient.POST('/portal/messagePhone/bindPhone', { body }),
    onSuccess: refresh,
  });
  const unbind = useMutation({
    mutationFn: (uuid: string) => browserClient.POST('/portal/messagePhone/unBindPhone', { body: { uuid } }),
    onSuccess: refresh,
  });
  return { bind, unbind };
}
