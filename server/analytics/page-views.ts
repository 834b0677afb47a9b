import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pageViews } from '../db/schema/analytics.ts';
import { tooManyRequests } from '../errors.ts';

/** Page views kept per client address per minute; more answer 429. */
export const PAGE_VIEWS_PER_MINUTE = 120;
const USER_AGENT_MAX = 300;

/** `/a/b?token=x#top` → `/a/b`: query strings and fragments may carry tokens and are never stored. */
export const stripQuery = (path: string) => path.split(/[?#]/, 1)[0]!;

/** A referrer URL without credentials, query string or fragment; text that is not a URL is cut at `?`/`#`. */
export function stripReferrer(referrer: string): string {
  if (!URL.canParse(referrer)) return stripQuery(referrer);
  const url = new URL(referrer);
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.href;
}

const truncate = (text: string, max: number) => [...text].slice(0, max).join('');

export interface PageView {
  path: string;
  title?: string;
  referrer?: string;
  userId: string | null;
  entId: string | null;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Stores one page view unless the address already has PAGE_VIEWS_PER_MINUTE in the last minute.
 * The count and the insert are one statement, so any number of server processes sharing the database
 * enforce the same limit; concurrent requests from one address may overshoot it by a few, which is
 * acceptable for statistics.
 */
export async function recordPageView(db: Db, view: PageView): Promise<void> {
  const referrer = view.referrer ? stripReferrer(view.referrer) : null;
  const userAgent = view.userAgent ? truncate(view.userAgent, USER_AGENT_MAX) : null;
  const result = await db.execute(sql`
    insert into ${pageViews} (path, title, referrer, user_id, ent_id, ip, user_agent)
    select ${stripQuery(view.path)}, ${view.title ?? null}, ${referrer || null}, ${view.userId}::uuid, ${view.entId}::uuid, ${view.ip}, ${userAgent}
    where (
      select count(*) from ${pageViews}
      where ${pageViews.ip} = ${view.ip} and ${pageViews.createdAt} > now() - interval '1 minute'
    ) < ${PAGE_VIEWS_PER_MINUTE}
    returning id`);
  // Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`.
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw tooManyRequests('页面访问记录过于频繁，请稍后再试');
}
