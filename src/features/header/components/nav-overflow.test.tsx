import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_COLLAPSE_MAX_WIDTH, NAV_RESIZE_DEBOUNCE_MS } from '../constants';
import { signOut } from '../testing/fixtures';
import { renderHeader } from '../testing/render-header';

// jsdom lays nothing out: every entry of the measuring list is 100 px wide, 更多 60 px, and the nav `available`.
const ITEM_WIDTH = 100;
const MORE_WIDTH = 60;
let available = 0;

beforeEach(() => {
  signOut();
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    const list = this.parentElement;
    if (this.tagName !== 'LI' || list?.dataset.testid !== 'nav-measure') return 0;
    return this === list.lastElementChild ? MORE_WIDTH : ITEM_WIDTH;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('aria-label') === '主导航' ? available : 0;
  });
  setViewport(NAV_COLLAPSE_MAX_WIDTH);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setViewport(1024);
});

function setViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

const nav = () => screen.getByRole('navigation', { name: '主导航' });
const more = () => within(nav()).queryByRole('button', { name: '更多' });

describe('更多 menu', () => {
  it('shows every entry when they fit', () => {
    available = 7 * ITEM_WIDTH;
    renderHeader();
    expect(more()).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: '联系我们' })).toBeInTheDocument();
  });

  it('moves the entries that do not fit into 更多, keeping room for it', () => {
    available = MORE_WIDTH + 3 * ITEM_WIDTH + 50;
    renderHeader();
    expect(within(nav()).queryByRole('link', { name: '常见问题' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: '公示公告' })).toBeInTheDocument();

    fireEvent.click(more()!);
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(more()!.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/question',
      '/#sitenav',
      '/memberCenter',
      '/questionFeedback',
    ]);
    expect(within(panel).getByRole('link', { name: '课程中心 VIP' })).toBeInTheDocument();
  });

  it('lists overflowed dropdowns as labelled groups, 资质标准 by category in new tabs', () => {
    available = MORE_WIDTH + 50;
    renderHeader();
    fireEvent.click(more()!);
    const panel = document.getElementById(more()!.getAttribute('aria-controls')!)!;
    const qualification = within(panel).getByRole('region', { name: '资质标准' });
    const links = within(qualification).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['勘察', '/zzbz/01-101001', '_blank'],
      ['设计', '/zzbz/02-102001', '_blank'],
      ['施工', '/zzbz/03-103001', '_blank'],
      ['监理', '/zzbz/04-104001', '_blank'],
    ]);
    const notices = within(panel).getByRole('region', { name: '公示公告' });
    expect(within(notices).getByRole('link', { name: '公示公告' })).toHaveAttribute('href', '/gsgg');
  });

  it('recalculates 150 ms after the last resize', () => {
    vi.useFakeTimers();
    available = MORE_WIDTH + 3 * ITEM_WIDTH;
    renderHeader();
    expect(more()).toBeInTheDocument();

    available = 7 * ITEM_WIDTH;
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(100));
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(NAV_RESIZE_DEBOUNCE_MS - 1));
    expect(more()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(more()).not.toBeInTheDocument();
  });

  it('never collapses above 1024 px, where the nav has a row of its own', () => {
    vi.useFakeTimers();
    available = MORE_WIDTH + ITEM_WIDTH;
    renderHeader();
    expect(more()).toBeInTheDocument();

    setViewport(NAV_COLLAPSE_MAX_WIDTH + 1);
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(NAV_RESIZE_DEBOUNCE_MS));
    expect(more()).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: '联系我们' })).toBeInTheDocument();
  });
});
