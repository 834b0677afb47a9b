import { act, createEvent, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_DROPDOWN_CLOSE_DELAY_MS } from '../constants';
import { signIn, signOut } from '../testing/fixtures';
import { renderHeader } from '../testing/render-header';

beforeEach(signOut);
afterEach(() => {
  vi.useRealTimers();
  signOut();
});

const mainNav = () => screen.getByRole('navigation', { name: '主导航' });
const trigger = (name: string) => within(mainNav()).getByRole('button', { name });

describe('top navigation', () => {
  it('lists the spec entries in order with their links', () => {
    renderHeader();
    const nav = mainNav();
    const topLevel = within(nav).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === nav);
    expect(topLevel.map((item) => item.querySelector('a, button')?.textContent?.replaceAll('VIP', ''))).toEqual([
      '资质标准',
      '政策文件',
      '公示公告',
      '常见问题',
      '网站导航',
      '课程中心',
      '联系我们',
    ]);
    expect(within(nav).getByRole('link', { name: '课程中心 VIP' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '常见问题' })).toHaveAttribute('href', '/question');
    expect(within(nav).getByRole('link', { name: '网站导航' })).toHaveAttribute('href', '/#sitenav');
    expect(within(nav).getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/questionFeedback');
  });

  it('opens 政策文件 and 公示公告 with their sub items', async () => {
    const { user } = renderHeader();
    await user.click(trigger('政策文件'));
    expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainNav()).getByRole('link', { name: '政策文件' })).toHaveAttribute('href', '/policy');
    await user.click(trigger('公示公告'));
    expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).getByRole('link', { name: '公示公告' })).toHaveAttribute('href', '/gsgg');
  });

  it('sends visitors to /memberCenter from member-only entries, which carry the VIP badge', async () => {
    const { user } = renderHeader();
    expect(within(mainNav()).getByRole('link', { name: /课程中心/ })).toHaveAttribute('href', '/memberCenter');
    await user.click(trigger('政策文件'));
    const match = within(mainNav()).getByRole('link', { name: /政策匹配/ });
    expect(match).toHaveAttribute('href', '/memberCenter');
    expect(within(match).getByRole('img', { name: 'VIP' })).toBeInTheDocument();
    await user.click(trigger('公示公告'));
    expect(within(mainNav()).getByRole('link', { name: /公示公告查询/ })).toHaveAttribute('href', '/memberCenter');
  });

  it('lets member_level_2 follow member-only entries', async () => {
    signIn({ roles: ['member_level_2'] });
    const { user } = renderHeader();
    expect(within(mainNav()).getByRole('link', { name: /课程中心/ })).toHaveAttribute('href', '/edu');
    await user.click(trigger('政策文件'));
    expect(within(mainNav()).getByRole('link', { name: /政策匹配/ })).toHaveAttribute('href', '/match');
  });

  it('marks the current page and its dropdown', async () => {
    const { user } = renderHeader({ route: '/policy/detail/abc' });
    expect(trigger('政策文件')).toHaveAttribute('data-active', 'true');
    await user.click(trigger('政策文件'));
    expect(within(mainNav()).getByRole('link', { name: '政策文件' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: '常见问题' })).not.toHaveAttribute('aria-current');
  });

  it('shows 企业信息 with its five entries to signed-in users', async () => {
    signIn({ reminderCount: 4 });
    const { user } = renderHeader({ route: '/qyxx/yyzz' });
    await user.click(trigger('企业信息'));
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: '企业信息录入及查询' })).toHaveAttribute('href', '/qyxx/yyzz/yyzzxx');
    expect(within(nav).getByRole('link', { name: '企业信息录入及查询' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /信息校验提醒/ })).toHaveAttribute('href', '/qyxx/yyzz/yyzzxxtx');
    expect(within(nav).getByRole('link', { name: /信息校验提醒/ })).toHaveTextContent('4 条提醒');
    expect(within(nav).queryByRole('link', { name: /企业事项办理向导/ })).not.toBeInTheDocument();
    expect(within(nav).getByText('企业事项办理向导').closest('[aria-disabled]')).toHaveTextContent('敬请期待');
    expect(within(nav).getByText('企业事项办理向导').closest('[aria-disabled]')).toHaveAttribute('title', '即将开放');
    expect(within(nav).getByRole('link', { name: '受理情况指南' })).toHaveAttribute('href', '/qyxx/sbslzn/sbrkzn');
    expect(within(nav).getByRole('link', { name: '申报材料分析' })).toHaveAttribute('href', '/qyxx/sbclfx');
  });

  describe('hover', () => {
    // Pointer events are fired directly: user-event waits on timers that fake timers would stop. React derives
    // enter/leave from pointerover/pointerout, and jsdom has no PointerEvent, so the pointer type is set by hand.
    const pointer = (element: Element, type: 'pointerOver' | 'pointerOut', pointerType = 'mouse') => {
      const event = createEvent[type](element);
      Object.defineProperty(event, 'pointerType', { value: pointerType });
      fireEvent(element, event);
    };
    const enter = (element: Element) => pointer(element, 'pointerOver');
    const leave = (element: Element) => pointer(element, 'pointerOut');
    const item = (name: string) => trigger(name).closest('li')!;

    it('opens on hover and closes 200 ms after the pointer leaves', () => {
      vi.useFakeTimers();
      renderHeader();
      enter(item('政策文件'));
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'true');

      leave(item('政策文件'));
      act(() => vi.advanceTimersByTime(HEADER_DROPDOWN_CLOSE_DELAY_MS - 1));
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'false');
      expect(HEADER_DROPDOWN_CLOSE_DELAY_MS).toBe(200);
    });

    it('stays open when the pointer comes back within 200 ms, and moves straight to the next menu', () => {
      vi.useFakeTimers();
      renderHeader();
      enter(item('政策文件'));
      leave(item('政策文件'));
      act(() => vi.advanceTimersByTime(150));
      enter(item('政策文件'));
      act(() => vi.advanceTimersByTime(500));
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'true');

      leave(item('政策文件'));
      enter(item('公示公告'));
      expect(trigger('公示公告')).toHaveAttribute('aria-expanded', 'true');
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(500));
      expect(trigger('公示公告')).toHaveAttribute('aria-expanded', 'true');
    });

    it('closes a hovered menu on Escape without moving focus', () => {
      renderHeader();
      enter(item('政策文件'));
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'false');
      expect(trigger('政策文件')).not.toHaveFocus();
    });

    it('ignores touch pointers, which open menus by tapping', () => {
      renderHeader();
      pointer(item('政策文件'), 'pointerOver', 'touch');
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'false');
    });

    it('keeps a hovered menu open when its trigger is then clicked', async () => {
      const { user } = renderHeader();
      await user.hover(trigger('政策文件'));
      await user.click(trigger('政策文件'));
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'true');
      await user.click(trigger('政策文件'));
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('keyboard', () => {
    it('opens with Enter, walks the entries with Tab and closes with Escape back on the trigger', async () => {
      const { user } = renderHeader();
      trigger('政策文件').focus();
      await user.keyboard('{Enter}');
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(within(mainNav()).getByRole('link', { name: '政策文件' })).toHaveFocus();
      await user.tab();
      expect(within(mainNav()).getByRole('link', { name: /政策匹配/ })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(trigger('政策文件')).toHaveAttribute('aria-expanded', 'false');
      expect(trigger('政策文件')).toHaveFocus();
    });

    it('opens with Space and ArrowDown, ArrowDown focusing the first entry', async () => {
      const { user } = renderHeader();
      trigger('公示公告').focus();
      await user.keyboard(' ');
      expect(trigger('公示公告')).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard(' ');
      expect(trigger('公示公告')).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard('{ArrowDown}');
      expect(trigger('公示公告')).toHaveAttribute('aria-expanded', 'true');
      expect(within(mainNav()).getByRole('link', { name: '公示公告' })).toHaveFocus();
    });

    it('closes when focus moves on past the menu', async () => {
      const { user } = renderHeader();
      trigger('公示公告').focus();
      await user.keyboard('{Enter}');
      await user.tab();
      await user.tab();
      await user.tab();
      expect(within(mainNav()).getByRole('link', { name: '常见问题' })).toHaveFocus();
      expect(trigger('公示公告')).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on a click elsewhere', async () => {
      const { user } = renderHeader();
      await user.click(trigger('公示公告'));
      await user.click(screen.getByTestId('location'));
      expect(trigger('公示公告')).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
