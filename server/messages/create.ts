import { sql } from 'drizzle-orm';
import type { components } from '../../openapi/schema.gen.ts';
import type { Db } from '../db/client.ts';

export type MessageType = components['schemas']['MessageType'];
export type ZsSubType = components['schemas']['ZsSubType'];

/** One message to write: to every active member of `entId`, or to `userId` alone. */
export interface MessageDraft {
  entId: string;
  /** Only this user of the enterprise (e.g. the one who placed an order); left out, every member gets it. */
  userId?: string;
  type: MessageType;
  /** Certificate (zs) messages only; a zs message without one is `other`. */
  subType?: ZsSubType;
  title: string;
  content: string;
  bizId?: string | null;
  link?: string | null;
  /** The reminder it tells of: one message per user and reminder, brought back unread when the reminder comes back. */
  reminderId?: string | null;
}

/**
 * Writes site messages, one row per addressed user (each keeps their own read and handled state), in one statement
 * whatever the number of drafts and members. Returns the number of rows written. Later issues (membership expiry,
 * order state) call this too.
 *
 * @example await createMessages(db, [{ entId, type: 'member', title: '会员即将到期', content: '…' }]);
 */
export async function createMessages(db: Db, drafts: readonly MessageDraft[]): Promise<number> {
  if (drafts.length === 0) return 0;
  const rows = drafts.map((d) => ({
    entId: d.entId,
    userId: d.userId ?? null,
    type: d.type,
    subType: d.type === 'zs' ? (d.subType ?? 'other') : null,
    title: d.title.slice(0, 200),
    content: d.content.slice(0, 2000),
    bizId: d.bizId ?? null,
    link: d.link?.slice(0, 200) ?? null,
    reminderId: d.reminderId ?? null,
  }));
  const result = await db.execute(sql`
    insert into messages (ent_id, user_id, category, sub_type, title, content, biz_id, link, reminder_id)
    select x."entId", u.id, x.type, x."subType", x.title, x.content, x."bizId", x.link, x."reminderId"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("entId" uuid, "userId" uuid, type varchar, "subType" varchar,
      title varchar, content text, "bizId" uuid, link varchar, "reminderId" uuid)
    join users u on u.ent_id = x."entId" and u.status = '0' and (x."userId" is null or u.id = x."userId")
    on conflict (user_id, reminder_id) do update set
      category = excluded.category, sub_type = excluded.sub_type, title = excluded.title, content = excluded.content,
      biz_id = excluded.biz_id, link = excluded.link, read_at = null, handled_at = null, create_time = now()
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
