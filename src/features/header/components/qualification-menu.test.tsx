import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { qualificationTree, signOut } from '../testing/fixtures';
import { renderHeader } from '../testing/render-header';

beforeEach(signOut);
afterEach(() => vi.restoreAllMocks());

function serveTree(calls: { count: number } = { count: 0 }) {
  server.use(
    http.get('/portal/api/zzbz/tree', ({ response }) => {
      calls.count += 1;
      return response(200).json({ code: 200, msg: '操作成功', data: qualificationTree() });
    }),
  );
  return calls;
}

const nav = () => screen.getByRole('navigation', { name: '主导航' });
const hrefs = (container: HTMLElement) => within(container).getAllByRole('link').map((link) => link.getAttribute('href'));

async function openMenu(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(within(nav()).getByRole('button', { name: '资质标准' }));
  return screen.findByRole('tablist', { name: '资质类别' });
}

describe('资质标准 menu', () => {
  it('has the four category tabs, 勘察 first, from the menu tree', async () => {
    const calls = serveTree();
    const { user } = renderHeader();
    const tabs = await openMenu(user);
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['勘察', '设计', '施工', '监理']);
    expect(within(tabs).getByRole('tab', { name: '勘察' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(hrefs(panel)).toEqual(['/zzbz/01-101001', '/zzbz/01-101002']);
    expect(calls.count).toBe(1);
  });

  it('lays 监理 out in three columns: 综合资质, 专业资质 with a clickable title, 事务所资质', async () => {
    serveTree();
    const { user } = renderHeader();
    const tabs = await openMenu(user);
    await user.click(within(tabs).getByRole('tab', { name: '监理' }));
    const panel = screen.getByRole('tabpanel');
    const columns = within(panel).getAllByRole('region');
    expect(columns.map((column) => column.getAttribute('aria-labelledby') && within(column).getByRole('heading').textContent)).toEqual([
      '工程监理综合资质',
      '工程监理专业资质',
      '工程监理事务所资质',
    ]);
    for (const column of columns) expect(column).toHaveClass('max-h-[500px]', 'overflow-y-auto');

    expect(within(columns[0]!).getByRole('link', { name: '工程监理综合资质' })).toHaveAttribute('href', '/zzbz/04-104001');
    const professional = columns[1]!;
    expect(within(within(professional).getByRole('heading')).getByRole('link')).toHaveAttribute('href', '/zzbz/04-104002');
    expect(hrefs(professional)).toEqual(['/zzbz/04-104002', '/zzbz/04-104002-10400201', '/zzbz/04-104002-10400201', '/zzbz/04-104002-10400202']);
    expect(within(professional).getByRole('link', { name: '房屋建筑工程' })).toHaveAttribute('href', '/zzbz/04-104002-10400201');
    expect(within(professional).getByRole('link', { name: '冶金工程' })).toHaveAttribute('href', '/zzbz/04-104002-10400201');
    expect(within(columns[2]!).getByRole('link', { name: '工程监理事务所资质' })).toHaveAttribute('href', '/zzbz/04-104003');
  });

  it('cues a column cut at 500 px to scroll, is keyboard-scrollable, and drops the cue at the bottom', async () => {
    // jsdom lays nothing out: the 专业资质 column's content is 900 px high, every other box fits.
    const tall = (element: Element) => element.tagName === 'SECTION' && element.textContent?.includes('房屋建筑工程');
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return tall(this) ? 900 : 500;
    });
    serveTree();
    const { user } = renderHeader();
    const tabs = await openMenu(user);
    await user.click(within(tabs).getByRole('tab', { name: '监理' }));
    const [general, professional, office] = within(screen.getByRole('tabpanel')).getAllByRole('region');
    const cueOf = (column: HTMLElement) => within(column.parentElement!).queryByText('向下滚动查看更多');

    expect(cueOf(professional!)).toBeInTheDocument();
    expect(professional).toHaveAttribute('tabindex', '0');
    expect(professional).toHaveAccessibleName('工程监理专业资质');
    for (const column of [general!, office!]) {
      expect(cueOf(column)).not.toBeInTheDocument();
      expect(column).not.toHaveAttribute('tabindex');
    }

    let scrollTop = 0;
    Object.defineProperty(professional, 'scrollTop', { configurable: true, get: () => scrollTop });
    scrollTop = 200;
    fireEvent.scroll(professional!);
    expect(cueOf(professional!)).toBeInTheDocument();
    scrollTop = 400;
    fireEvent.scroll(professional!);
    expect(cueOf(professional!)).not.toBeInTheDocument();
    // Still focusable at the end, so the keyboard can scroll back up.
    expect(professional).toHaveAttribute('tabindex', '0');
  });

  it('opens every standard in a new tab', async () => {
    serveTree();
    const { user } = renderHeader();
    const tabs = await openMenu(user);
    await user.click(within(tabs).getByRole('tab', { name: '施工' }));
    const links = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/zzbz/03-103001-10300113');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('在新窗口打开');
    }
  });

  it('starts on the category of the standard being shown', async () => {
    serveTree();
    const { user } = renderHeader({ route: '/zzbz/02-102001-10200101' });
    expect(within(nav()).getByRole('button', { name: '资质标准' })).toHaveAttribute('data-active', 'true');
    const tabs = await openMenu(user);
    expect(within(tabs).getByRole('tab', { name: '设计' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers a retry when the tree fails to load', async () => {
    server.use(http.get('/portal/api/zzbz/tree', ({ response }) => response('5XX').json({ code: 500, msg: '服务器异常' }, { status: 500 })));
    // The client's default notifier logs the failure (the app shows a toast instead).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderHeader();
    await user.click(within(nav()).getByRole('button', { name: '资质标准' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('资质标准菜单加载失败');
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    serveTree();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('tablist', { name: '资质类别' })).toBeInTheDocument();
  });
});
