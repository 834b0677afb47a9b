import { SectionPage } from '@/components/layouts/section-page';
import { MessageInbox } from './message-inbox';
import { MessagePhonesSection } from './message-phones-section';

/** /userMessage 消息中心: the site messages by tab, then the phones that receive message SMS. */
export function MessageCentrePage() {
  return (
    <SectionPage title="消息中心">
      <div className="grid gap-10">
        <p className="text-sm">
          <a href="#message-phones" className="text-primary underline-offset-4 hover:underline">
            设置消息接收手机
          </a>
        </p>
        <MessageInbox />
        <MessagePhonesSection />
      </div>
    </SectionPage>
  );
}
