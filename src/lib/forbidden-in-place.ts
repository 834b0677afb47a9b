import type { Forbidden } from '@/api/middleware';

/** Takes a 403 and returns true when it shows it on the page, or false to leave it to the spec §8 redirect. */
export type ForbiddenHandler = (forbidden: Forbidden) => boolean;

const handlers = new Set<ForbiddenHandler>();

/**
 * Lets a mounted page explain a 403 itself instead of the spec §8 redirect to /memberCenter. Returns the function
 * that stops it (an effect's cleanup).
 *
 * @example useEffect(() => showForbiddenInPlace((f) => isMine(f.schemaPath) && (setNotice(f.message), true)), []);
 */
export function showForbiddenInPlace(handler: ForbiddenHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** True when a mounted page took the 403 (session handlers then do not redirect). */
export function forbiddenShownInPlace(forbidden: Forbidden): boolean {
  let shown = false;
  for (const handler of handlers) shown = handler(forbidden) || shown;
  return shown;
}
