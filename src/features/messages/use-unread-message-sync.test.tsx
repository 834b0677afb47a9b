import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { sessionStore } from '@/stores/session-store';
import { UNREAD_POLL_MS } from './api/unread-count';
import { message, serveMessages } from './testing/message-server';
import { signInMember, signOutMember } from './testing/render-message-centre';
import { useUnreadMessageSync } from './use-unread-message-sync';

function Sync() {
  useUnreadMessageSync();
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderSync() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', Component: Sync }], { initialEntries: ['/policy'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const countCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /portal/message/unreadMessageCount')).length;
const newestCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /portal/message/unreadMessage?')).length;

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
  signOutMember();
});

describe('useUnreadMessageSync', () => {
  it('keeps the badge at the polled count and toasts a message that arrives, once, never those there at load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInMember(0);
    const { state, calls } = serveMessages({ messages: [message({ title: '登录前的消息一' }), message({ title: '登录前的消息二' })] });
    renderSync();
    await waitFor(() => expect(sessionStore.getState().unreadMessage).toBe(2));
    await vi.advanceTimersByTimeAsync(100);
    expect(screen.queryByText(/新消息/)).not.toBeInTheDocument();
    expect(newestCalls(calls)).toBe(0);

    state.messages.unshift(message({ title: '资质证书已过期', link: '/qyxx/zzzs/zzzsxx?edit=1' }));
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    await waitFor(() => expect(sessionStore.getState().unreadMessage).toBe(3));
    expect(await screen.findByText('新消息：资质证书已过期')).toBeInTheDocument();
    expect(countCalls(calls)).toBe(2);
    expect(newestCalls(calls)).toBe(1);

    // 去处理 reads it and opens its link.
    // A click without pointer events: sonner captures the pointer on pointerdown, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: '去处理' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/qyxx/zzzs/zzzsxx?edit=1'));
    expect(calls).toContain(`POST /portal/message/readMessage?id=${state.messages[0]!.id}`);
    await waitFor(() => expect(sessionStore.getState().unreadMessage).toBe(2));

    // A count that did not rise is no news.
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    await waitFor(() => expect(countCalls(calls)).toBeGreaterThanOrEqual(4));
    expect(newestCalls(calls)).toBe(1);
    expect(screen.queryByText(/^新消息：/)).not.toBeInTheDocument();
  });

  it('polls only while the tab is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInMember(0);
    const { calls } = serveMessages();
    renderSync();
    await waitFor(() => expect(countCalls(calls)).toBe(1));
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(countCalls(calls)).toBe(1);
  });

  it('asks nothing when signed out', async () => {
    const { calls } = serveMessages();
    renderSync();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
