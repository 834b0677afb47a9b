/** Spec §9: a chunk-load failure reloads the page at most once per this many ms. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** sessionStorage key holding the time (ms since epoch) of the last chunk-error reload. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

// Chrome, Safari and Firefox wording for a failed `import()`, Vite's CSS preload failure, and webpack-style names.
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/**
 * True when an error means a code chunk could not be loaded, usually because a new release replaced the old
 * hashed files, e.g. `isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))`.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null && 'message' in error)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** What the guard touches; tests pass their own. */
export interface ChunkReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reloads the page unless it already did so for a chunk error in the last 60 s. Returns whether it reloaded.
 * Without a working sessionStorage it never reloads: it could not tell a reload loop from a first failure.
 *
 * @example if (!reloadForChunkError()) showErrorPage()
 */
export function reloadForChunkError(deps: ChunkReloadDeps = {}): boolean {
  const storage = deps.storage ?? defaultStorage();
  const now = (deps.now ?? Date.now)();
  const reload = deps.reload ?? (() => globalThis.location.reload());
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Listens for Vite's `vite:preloadError` (a lazy chunk or its CSS failed to load) and reloads through the 60 s
 * guard. When the guard declines, the error is left to reach the route error page. Returns the uninstaller.
 *
 * @example installChunkReloadGuard() // once, in main.tsx
 */
export function installChunkReloadGuard(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window, deps: ChunkReloadDeps = {}): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(deps)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
