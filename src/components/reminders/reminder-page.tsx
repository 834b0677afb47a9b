import { useRef, useState } from 'react';
import { REMINDER_TYPE_PAGES, type ReminderType } from '@forms/reminder-rules';
import { DataTable } from '@/components/data-table/data-table';
import { SearchForm } from '@/components/data-table/search-form';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { focusHeading } from '@/components/records/use-focus-heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMarkRemindersRead, useReminderList, type Reminder, type ReminderListQuery } from './api/reminder-api';
import { useReminderCounts } from './api/reminder-counts';
import { MarkAllRead, MarkSelectedRead } from './reminder-bulk-actions';
import { REMINDER_CELLS } from './reminder-cells';
import { ReminderDetailDialog } from './reminder-detail-dialog';
import { ReminderRowActions } from './reminder-row-actions';
import { isReminderLevel, REMINDER_COLUMNS, REMINDER_FILTERS, REMINDER_SORTABLE, REMINDER_TABS } from './reminder-table';
import { useReminderTab } from './use-reminder-tab';

/** The list call for the URL's tab, level filter, sort and page. */
function useReminderQuery(type: ReminderType): ReminderListQuery {
  const { tab } = useReminderTab();
  const { state } = useTableUrlState({ filters: REMINDER_FILTERS, sortable: REMINDER_SORTABLE });
  const { level } = state.filters;
  return {
    type,
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    ...tab.query,
    ...(isReminderLevel(level) ? { level } : {}),
    ...(state.orderByColumn === 'expireDate' || state.orderByColumn === 'createTime' ? { orderByColumn: state.orderByColumn, isAsc: state.isAsc ?? 'asc' } : {}),
  };
}

/**
 * One page of the reminders menu (spec §2): the reminders of one type in the generic table, with tabs 未读 / 已读 /
 * 全部 / 已解决 and the level filter in the URL, sorting by due date, 查看 (a dialog; marks it read), 去处理 (the
 * record's form at the field to fix), 标记已读 for selected rows and 全部标记已读. The seven pages are this component
 * with another `type`.
 *
 * @example <ReminderPage type="zcry" title="注册人员提醒" />
 */
export function ReminderPage({ type, title }: { type: ReminderType; title: string }) {
  const { tab, setTab } = useReminderTab();
  const list = useReminderList(useReminderQuery(type));
  const unread = useReminderCounts()?.data?.[type];
  const { markSelected, markAll } = useMarkRemindersRead(type);
  const [openId, setOpenId] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const { label } = REMINDER_TYPE_PAGES[type];
  // The marked rows leave the 未读 tab, and their checkboxes with them; the heading takes focus.
  const markAndRefocus = async (ids: readonly string[]) => {
    try {
      await markSelected.mutateAsync(ids);
    } finally {
      focusHeading(section.current);
    }
  };
  return (
    <section ref={section} aria-labelledby="reminder-page-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="reminder-page-title" className="text-xl font-semibold">
          {title}
        </h1>
        <MarkAllRead label={label} pending={markAll.isPending} disabled={unread === 0} onMark={() => markAll.mutateAsync()} />
      </div>
      <Tabs value={tab.value} onValueChange={setTab} className="grid min-w-0 gap-4">
        <TabsList aria-label="提醒状态" className="w-fit max-w-full overflow-x-auto">
          {REMINDER_TABS.map((option) => (
            <TabsTrigger key={option.value} value={option.value}>
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab.value} className="grid min-w-0 gap-4">
          <SearchForm filters={REMINDER_FILTERS} />
          <DataTable<Reminder>
            caption={`${title}（${tab.label}）`}
            storageKey="reminders"
            columns={REMINDER_COLUMNS}
            cells={REMINDER_CELLS}
            rows={list.data?.rows ?? []}
            total={list.data?.total ?? 0}
            isLoading={list.isPending}
            isFetching={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            emptyText="暂无提醒"
            rowId={(row) => row.id}
            rowLabel={(row) => row.title}
            renderBulkActions={(selection) => <MarkSelectedRead selection={selection} pending={markSelected.isPending} onMark={markAndRefocus} />}
            renderRowActions={(row) => <ReminderRowActions reminder={row} onView={setOpenId} />}
          />
        </TabsContent>
      </Tabs>
      <ReminderDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
