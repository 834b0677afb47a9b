import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { AI_CONFIG_ERROR, resetChatWidget } from '../chat-widget';
import { AiChat } from './ai-chat';

const SCRIPT_URL = 'https://chat.example.cn/embed.min.js';

function serveConfig(chatUrl: string | null) {
  const calls = { count: 0 };
  server.use(
    http.get('/portal/api/chatAi/getConfig', ({ response }) => {
      calls.count += 1;
      return response(200).json({ code: 200, msg: '操作成功', data: { chatUrl } });
    }),
  );
  return calls;
}

function renderChat(hidden: boolean) {
  const client = new QueryClient();
  const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
  const view = render(wrap(<AiChat hidden={hidden} />));
  return { ...view, setHidden: (next: boolean) => view.rerender(wrap(<AiChat hidden={next} />)) };
}

const chatScripts = () => document.querySelectorAll(`script[src="${SCRIPT_URL}"]`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  resetChatWidget();
  vi.restoreAllMocks();
});

describe('AiChat', () => {
  it('loads the configured script once, async, after the page is idle', async () => {
    const calls = serveConfig(SCRIPT_URL);
    const { setHidden } = renderChat(false);

    await waitFor(() => expect(chatScripts()).toHaveLength(1));
    const script = chatScripts()[0] as HTMLScriptElement;
    expect(script.async).toBe(true);
    expect(script.parentElement).toBe(document.body);

    setHidden(true);
    setHidden(false);
    await pause(20);
    expect(chatScripts()).toHaveLength(1);
    expect(calls.count).toBe(1);
  });

  it('does nothing when no chatUrl is configured', async () => {
    const calls = serveConfig(null);
    renderChat(false);
    await waitFor(() => expect(calls.count).toBe(1));
    await pause(20);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('neither asks for the config nor loads the script while hidden (login, register)', async () => {
    const calls = serveConfig(SCRIPT_URL);
    renderChat(true);
    await pause(50);
    expect(calls.count).toBe(0);
    expect(chatScripts()).toHaveLength(0);
  });

  it("logs 'AI配置有误，请联系管理员' when the script fails to load", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveConfig(SCRIPT_URL);
    renderChat(false);
    await waitFor(() => expect(chatScripts()).toHaveLength(1));

    chatScripts()[0]!.dispatchEvent(new Event('error'));

    expect(error).toHaveBeenCalledWith(AI_CONFIG_ERROR);
  });

  it('refuses a non-http(s) address', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveConfig('javascript:alert(1)');
    renderChat(false);
    await waitFor(() => expect(error).toHaveBeenCalledWith(AI_CONFIG_ERROR));
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('hides a widget the script already added, and shows it again', async () => {
    serveConfig(SCRIPT_URL);
    const { setHidden, unmount } = renderChat(false);
    await waitFor(() => expect(chatScripts()).toHaveLength(1));
    const bubble = document.createElement('div');
    bubble.id = 'chat-bubble';
    document.body.append(bubble);
    await pause(0);

    setHidden(true);
    expect(bubble.style.display).toBe('none');
    setHidden(false);
    expect(bubble.style.display).toBe('');
    unmount();
    expect(bubble.style.display).toBe('none');
  });

  it("leaves the portal's own nodes alone: React portals and Radix focus guards", async () => {
    serveConfig(SCRIPT_URL);
    const { setHidden } = renderChat(false);
    await waitFor(() => expect(chatScripts()).toHaveLength(1));
    const guard = document.createElement('span');
    guard.setAttribute('data-radix-focus-guard', '');
    document.body.append(guard);
    render(createPortal(<div data-testid="dialog">对话框</div>, document.body));
    await pause(0);

    setHidden(true);

    expect(guard.style.display).toBe('');
    expect(screen.getByTestId('dialog').style.display).toBe('');
    guard.remove();
  });
});
