import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) the countdown, from `from` seconds or the hook's default. */
  start(from?: number): void;
  /** Stops and clears the countdown. */
  reset(): void;
}

/**
 * A seconds countdown, e.g. for "resend code in N s". It counts against a deadline, so a throttled
 * background tab still ends on time.
 *
 * @example
 * const countdown = useCountdown(60);
 * countdown.start(); // remaining: 60, 59, … 0
 */
export function useCountdown(seconds: number): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(
    (from: number = seconds) => {
      const total = Math.max(0, Math.floor(from));
      setRemaining(total);
      setDeadline(total > 0 ? Date.now() + total * 1000 : null);
    },
    [seconds],
  );

  const reset = useCallback(() => {
    setRemaining(0);
    setDeadline(null);
  }, []);

  return { remaining, running: remaining > 0, start, reset };
}
