// Gives the assistant the leftovers: after the load event, then when the main thread is idle (or 3 s at most).
const IDLE_TIMEOUT_MS = 3000;

/** Runs `callback` once the page has loaded and the browser is idle. Returns a cancel function. */
export function whenIdle(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
