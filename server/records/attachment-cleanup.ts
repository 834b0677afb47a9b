import fs from 'node:fs/promises';
import path from 'node:path';
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { attachments as t } from '../db/schema/attachments.ts';
import { enterpriseDrafts as drafts } from '../db/schema/enterprise-licences.ts';
import { schedulePeriodic } from '../periodic.ts';

export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the uploads no record has bound (and no draft lists) within `maxAgeMs` of `now`: the rows first, in one
 * DELETE … RETURNING, then the bytes of exactly the rows this call deleted. Several processes sharing
 * one database can run it at once: each row is returned to one of them only, and a file already gone is
 * no error. Resolves to the number of files removed.
 *
 * @example await removeUnboundAttachments(db, config.dataDir, 24 * 3600_000) // at server start
 */
export async function removeUnboundAttachments(db: Db, dataDir: string, maxAgeMs: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const rows = await db
    .delete(t)
    .where(
      and(
        isNull(t.bizId),
        lt(t.createTime, cutoff),
        // A licence draft (saveTmp) keeps its scans unbound until the licence is saved: they stay.
        sql`not exists (select 1 from ${drafts} where ${drafts.entId} = ${t.entId} and ${drafts.data} -> 'licenseFileIds' ? ${t.id}::text)`,
      ),
    )
    .returning({ storagePath: t.storagePath });
  const root = path.resolve(dataDir);
  await Promise.all(
    rows.map(async ({ storagePath }) => {
      const target = path.resolve(root, storagePath);
      // rm with force ignores ENOENT: another process or an operator may have removed the bytes already.
      if (target.startsWith(root + path.sep)) await fs.rm(target, { force: true });
    }),
  );
  return rows.length;
}

/**
 * Runs the cleanup now and then every hour (schedulePeriodic); failures are logged, never thrown. Call the
 * returned function on shutdown: it stops the timer and waits for a run in progress.
 */
export function scheduleAttachmentCleanup(db: Db, config: Pick<ServerConfig, 'dataDir' | 'unboundUploadMaxAgeMs'>, log: FastifyBaseLogger) {
  const run = async () => {
    const removed = await removeUnboundAttachments(db, config.dataDir, config.unboundUploadMaxAgeMs);
    if (removed > 0) log.info({ removed }, '已清理超过保留时间仍未被记录引用的上传文件');
  };
  return schedulePeriodic(run, CLEANUP_INTERVAL_MS, (err) => log.error({ err }, '清理未引用的上传文件失败'));
}
