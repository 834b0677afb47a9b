import { useEffect, useState } from 'react';

/** Debounce delay of picker searches: one request per pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, updated only after it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
