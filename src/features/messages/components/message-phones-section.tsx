import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { MAX_MESSAGE_PHONES, useMessagePhones, usePhoneBinding } from '../api/message-phones';
import { BindPhoneForm } from './bind-phone-form';
import { PhoneList } from './phone-list';

/**
 * 消息接收手机: what is sent to them and when, the bound phones with 解绑, and binding a new one (at most five; at
 * five the form is disabled and says why).
 */
export function MessagePhonesSection() {
  const phones = useMessagePhones();
  const { unbind } = usePhoneBinding();
  const heading = useRef<HTMLHeadingElement>(null);
  const bound = phones.data ?? [];
  const full = bound.length >= MAX_MESSAGE_PHONES;
  const onUnbind = (phone: { uuid: string; phonenumber: string }) =>
    unbind.mutate(phone.uuid, {
      onSuccess: () => toast.success(`已解绑 ${phone.phonenumber}`, { id: `unbound-${phone.uuid}` }),
      // The 解绑 button is gone with its row, or the dialog closed: focus goes back to the section.
      onSettled: () => heading.current?.focus(),
    });
  return (
    <section id="message-phones" aria-labelledby="message-phones-title" className="grid min-w-0 gap-4">
      <h2 id="message-phones-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        消息接收手机
      </h2>
      <p className="text-sm text-muted-foreground">
        企业信息中新出现的严重提醒会以短信发送到您绑定的手机，每条提醒只发一次；22:00 至次日 08:00 不发送，顺延到 08:00 之后。
        最多绑定 {MAX_MESSAGE_PHONES} 个手机。
      </p>
      {phones.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          加载中…
        </p>
      ) : (
        <PhoneList phones={bound} onUnbind={onUnbind} />
      )}
      {full ? (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          已绑定 {MAX_MESSAGE_PHONES} 个手机，已达上限；如需绑定新的手机，请先解绑一个。
        </p>
      ) : null}
      <BindPhoneForm full={full || phones.isPending} />
    </section>
  );
}
