import { ENTERPRISE_PAGE_LIST, enterprisePagePath, type EnterprisePage } from '@forms/enterprise-pages';
import type { RecordUiConfig } from '@forms/record-ui';
import { REMINDER_TYPE_PAGES, REMINDER_TYPES, type ReminderType } from '@forms/reminder-rules';
import { recordRegistry } from '@forms/registry';
import type { SingleRecordUiConfig } from '@forms/single-record-ui';

const byPath = new Map(ENTERPRISE_PAGE_LIST.map((page) => [enterprisePagePath(page.key).toLowerCase(), page]));

/** The /qyxx page at `pathname` (any letter case, as the router matches; a trailing slash allowed), or undefined. */
export function enterprisePageAt(pathname: string): EnterprisePage | undefined {
  return byPath.get(pathname.replace(/\/+$/, '').toLowerCase());
}

/** The UI config of the record type the page shows (its forms/registry.ts line), or undefined for other pages. */
export function recordUiOf(page: EnterprisePage): RecordUiConfig | SingleRecordUiConfig | undefined {
  return recordRegistry.find((record) => record.key === page.record)?.ui;
}

/** The reminder type a page of the reminders menu lists (forms/reminder-rules.ts), or undefined for other pages. */
export function reminderTypeOf(page: EnterprisePage): ReminderType | undefined {
  return REMINDER_TYPES.find((type) => REMINDER_TYPE_PAGES[type].page === page.key);
}
