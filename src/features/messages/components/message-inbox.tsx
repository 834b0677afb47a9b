import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { unreadBadgeText, useTabUnreadCounts } from '../api/unread-counts';
import { MESSAGE_TABS } from '../message-tabs';
import { useMessageTab } from '../use-message-tab';
import { HandledStateFilter } from './handled-state-filter';
import { MarkAllRead } from './mark-all-read';
import { MessageList } from './message-list';

/** 站内消息: the six tabs (in the URL) with their unread counts, 全部标记已读, and the chosen tab's list. */
export function MessageInbox() {
  const { tab, handledState, setTab, setHandledState } = useMessageTab();
  const counts = useTabUnreadCounts();
  return (
    <section aria-labelledby="message-inbox-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="message-inbox-title" className="text-lg font-semibold">
          站内消息
        </h2>
        <MarkAllRead unread={counts.all} />
      </div>
      <Tabs value={tab.value} onValueChange={setTab} className="grid min-w-0 gap-4">
        <TabsList aria-label="消息分类" className="relative flex w-full max-w-full justify-start overflow-x-auto sm:w-fit">
          {MESSAGE_TABS.map((option) => {
            const badge = 'unread' in option ? unreadBadgeText(option.unread, counts[option.unread]) : null;
            return (
              <TabsTrigger key={option.value} value={option.value} className="relative shrink-0 gap-1">
                {option.label}
                {badge ? (
                  <>
                    <span aria-hidden="true" className="min-w-5 rounded-full bg-destructive px-1.5 text-center text-xs leading-5 text-destructive-foreground">
                      {badge}
                    </span>
                    <span className="sr-only">{`${badge} 条未读`}</span>
                  </>
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value={tab.value} className="grid min-w-0 gap-4">
          {'handledStates' in tab ? <HandledStateFilter value={handledState} onChange={setHandledState} /> : null}
          <MessageList tab={tab} handledState={handledState} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
