import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('counts down one second at a time and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ remaining: 1, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts from a given number of seconds and restarts', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start(3));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(1);
    act(() => result.current.start(5));
    expect(result.current.remaining).toBe(5);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.running).toBe(false);
  });

  it('catches up after the timer was delayed (throttled tab)', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => {
      vi.setSystemTime(Date.now() + 30_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(29);
  });

  it('resets and clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
