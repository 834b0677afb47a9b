import { ConfirmAction } from '@/components/confirm-action';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import type { components } from '@openapi/schema.gen';

type MessagePhone = components['schemas']['MessagePhone'];

/** The bound phones (masked by the server, 138****8000), each with 解绑 after confirming. */
export function PhoneList({ phones, onUnbind }: { phones: MessagePhone[]; onUnbind(phone: MessagePhone): void }) {
  if (phones.length === 0) return <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">尚未绑定消息接收手机</p>;
  return (
    <ul aria-label="已绑定的手机" className="grid gap-2">
      {phones.map((phone) => (
        <li key={phone.uuid} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2">
          <span className="grid">
            <span className="font-medium tabular-nums">{phone.phonenumber}</span>
            <span className="text-xs text-muted-foreground">绑定于 {formatDateTime(phone.createTime, 'YYYY-MM-DD HH:mm')}</span>
          </span>
          <ConfirmAction
            trigger={
              <Button variant="outline" size="sm" aria-label={`解绑 ${phone.phonenumber}`}>
                解绑
              </Button>
            }
            title="解绑消息接收手机"
            description={`确定解绑 ${phone.phonenumber} 吗？解绑后该手机不再收到消息短信。`}
            onConfirm={() => onUnbind(phone)}
            confirmRemovesTrigger
          />
        </li>
      ))}
    </ul>
  );
}
