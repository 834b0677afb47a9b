import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, installChunkReloadGuard, isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x.cn/assets/policy-abc.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://x.cn/assets/edu.js',
    'Unable to preload CSS for /assets/home.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises a ChunkLoadError by name', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), 'Failed to fetch dynamically imported module', null, { status: 404 }])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads at most once per 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_700_000_000_000;
    const deps = { storage, reload, now: () => now };

    expect(reloadForChunkError(deps)).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(now));
    now += 59_999;
    expect(reloadForChunkError(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(reloadForChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads again when the stored time is garbage or in the future (clock change)', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'soon');
    expect(reloadForChunkError({ storage, reload, now: () => 1000 })).toBe(true);
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, '999999999');
    expect(reloadForChunkError({ storage, reload, now: () => 1000 })).toBe(true);
  });

  it('never reloads when sessionStorage is unusable, so it cannot loop', () => {
    const reload = vi.fn();
    const storage = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined };
    expect(reloadForChunkError({ storage, reload, now: () => 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installChunkReloadGuard', () => {
  it('reloads on vite:preloadError and suppresses the error only when it reloads', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const storage = memoryStorage();
    const uninstall = installChunkReloadGuard(target as unknown as Window, { storage, reload, now: () => 5_000_000 });

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    uninstall();
    storage.items.clear();
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
