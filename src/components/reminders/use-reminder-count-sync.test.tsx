import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/stores/session-store';
import { http, server } from '@/testing/msw-server';
import { REMINDER_COUNTS_POLL_MS } from './api/reminder-counts';
import { useReminderCountSync } from './use-reminder-count-sync';

const ENT = { entId: '00000000-0000-4000-8000-00000000e001', entName: '示例建设集团有限公司', creditCode: null };

function Sync() {
  useReminderCountSync();
  return null;
}

function serveCounts(totals: number[]) {
  const calls = { count: 0 };
  server.use(
    http.get('/portal/reminder/counts', ({ response }) => {
      const total = totals[Math.min(calls.count, totals.length - 1)] ?? 0;
      calls.count += 1;
      return response(200).json({ code: 200, msg: '操作成功', data: { yyzz: 0, zzzs: 0, jgptxm: 0, zcry: total, qtry: 0, ryyj: 0, zzyc: 0, total } });
    }),
  );
  return calls;
}

function renderSync() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Sync />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
  sessionStore.setState({ token: '', avatar: '', ent: null, reminderCount: 0 });
});

describe('useReminderCountSync', () => {
  it("puts the unread total into the session's reminderCount and polls every minute while the tab is visible", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.setState({ token: 'test-token', avatar: '/avatar.png', ent: ENT });
    const calls = serveCounts([3, 5, 8]);
    renderSync();
    await waitFor(() => expect(sessionStore.getState().reminderCount).toBe(3));

    await vi.advanceTimersByTimeAsync(REMINDER_COUNTS_POLL_MS);
    await waitFor(() => expect(sessionStore.getState().reminderCount).toBe(5));
    expect(calls.count).toBe(2);

    // A hidden tab is not polled.
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(REMINDER_COUNTS_POLL_MS * 3);
    expect(calls.count).toBe(2);
  });

  it('asks nothing of a session without an enterprise', async () => {
    sessionStore.setState({ token: 'test-token', avatar: '/avatar.png', ent: null });
    const calls = serveCounts([3]);
    renderSync();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.count).toBe(0);
    expect(sessionStore.getState().reminderCount).toBe(0);
  });
});
