import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetChatWidget } from '@/features/ai-chat/chat-widget';
import { renderRoot } from './testing/render-root';

vi.mock('@/features/header/site-header', () => ({ SiteHeader: () => <header>页头</header> }));

const page = (text: string, title?: string) => ({ element: <p>{text}</p>, handle: title ? { title } : undefined });
const routes = [
  { index: true, ...page('首页内容', '首页') },
  { path: 'login', ...page('登录表单', '登录') },
  { path: 'register', ...page('注册表单', '注册') },
  { path: 'policy', ...page('政策文件列表', '政策文件') },
  { path: 'qyxx/*', ...page('营业执照信息', '企业信息') },
  { path: 'edu-player', ...page('播放器') },
  { path: 'external-redirect', ...page('即将离开本站') },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const footerNav = () => screen.queryByRole('navigation', { name: '页脚导航' });
const relatedSites = () => screen.queryByRole('navigation', { name: '相关网站' });
const copyright = () => screen.queryByText(/版权所有/);
const qrButton = () => screen.queryByRole('button', { name: '添加企业微信' });

afterEach(() => resetChatWidget());

describe('RootLayout', () => {
  it('renders the full portal chrome on ordinary pages, with the skip link first', async () => {
    const user = userEvent.setup();
    renderRoot(routes, '/');

    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('页头');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(footerNav()).toBeInTheDocument();
    expect(relatedSites()).toBeInTheDocument();
    expect(copyright()).toBeInTheDocument();
    expect(qrButton()).toBeInTheDocument();

    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opens every related site in a new tab without opener or referrer', async () => {
    renderRoot(routes, '/');
    const links = within(await screen.findByRole('navigation', { name: '相关网站' })).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace('（在新窗口打开）', ''))).toEqual([
      '全国建筑市场监管公共服务平台',
      '中国建设教育协会',
      '全国公路建设市场信用信息管理系统',
      '全国水利建设市场监管服务平台',
      '社会保险服务',
      '住房和城乡建设部执业资格注册中心',
      '住房和城乡建设部用户中心',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
    }
  });

  it.each(['/login', '/register'])('%s hides the footer navigation, the QR button and the AI chat, but keeps the copyright', async (path) => {
    const { chatConfigCalls } = renderRoot(routes, path, { chatUrl: 'https://chat.example.cn/embed.js' });
    await screen.findByText(/表单/);

    expect(footerNav()).not.toBeInTheDocument();
    expect(relatedSites()).not.toBeInTheDocument();
    expect(qrButton()).not.toBeInTheDocument();
    expect(copyright()).toBeInTheDocument();
    await pause(30);
    expect(chatConfigCalls.count).toBe(0);
    expect(document.querySelector('script')).toBeNull();
  });

  it('hides the footer navigation, the copyright and the QR button in /qyxx, keeping the AI chat', async () => {
    const { chatConfigCalls } = renderRoot(routes, '/qyxx/yyzz/yyzzxx', { chatUrl: 'https://chat.example.cn/embed.js' });
    await screen.findByText('营业执照信息');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(qrButton()).not.toBeInTheDocument();
    await vi.waitFor(() => expect(document.querySelector('script[src="https://chat.example.cn/embed.js"]')).not.toBeNull());
    expect(chatConfigCalls.count).toBe(1);
  });

  it.each([
    ['/edu-player', '播放器'],
    ['/external-redirect', '即将离开本站'],
  ])('%s uses the blank layout', async (path, text) => {
    renderRoot(routes, path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(qrButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '跳到主要内容' })).not.toBeInTheDocument();
  });

  it('sets document.title from the deepest route title and reports each page view', async () => {
    const { router, views } = renderRoot(routes, '/');
    await screen.findByText('首页内容');
    expect(document.title).toBe('首页 - 建筑业企业信息服务门户');

    await act(() => router.navigate('/policy?keyword=x&token=secret'));
    expect(document.title).toBe('政策文件 - 建筑业企业信息服务门户');
    await act(() => router.navigate('/edu-player?id=7'));
    expect(document.title).toBe('建筑业企业信息服务门户');

    expect(views).toEqual([
      { path: '/', title: '首页' },
      { path: '/policy', title: '政策文件', referrer: '/' },
      { path: '/edu-player', referrer: '/policy' },
    ]);
  });
});
