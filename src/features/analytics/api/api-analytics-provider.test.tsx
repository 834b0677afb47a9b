import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSessionHandlers } from '@/api/browser-client';
import { http, server } from '@/testing/msw-server';
import { apiAnalyticsProvider } from './api-analytics-provider';

describe('apiAnalyticsProvider', () => {
  it('posts the pathname, title and referrer without query strings or fragments', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/portal/api/analytics/pageView', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ code: 200, msg: '操作成功' });
      }),
    );

    apiAnalyticsProvider.pageView({ path: '/policy?token=secret#top', title: '政策文件', referrer: 'https://www.baidu.com/s?wd=1' });

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ path: '/policy', title: '政策文件', referrer: 'https://www.baidu.com/s' });
  });

  it('swallows failures without a toast, a logout or a redirect', async () => {
    const notify = vi.fn();
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    setSessionHandlers({ notify, onUnauthorized, onForbidden });
    let calls = 0;
    server.use(
      http.post('/portal/api/analytics/pageView', ({ response }) => {
        calls += 1;
        return calls === 1 ? response('5XX').json({ code: 500, msg: '服务器异常' }, { status: 500 }) : response('4XX').json({ code: 401, msg: '认证失败' }, { status: 401 });
      }),
    );

    expect(() => apiAnalyticsProvider.pageView({ path: '/gsgg' })).not.toThrow();
    apiAnalyticsProvider.pageView({ path: '/question' });

    await waitFor(() => expect(calls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notify).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onForbidden).not.toHaveBeenCalled();
  });
});
