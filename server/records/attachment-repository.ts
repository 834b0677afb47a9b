import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { attachments as t } from '../db/schema/attachments.ts';
import { AppError, invalidInput, notFound } from '../errors.ts';
import type { RecordOwner } from './enterprise-scope.ts';
import { ACCEPTED_TYPES, detectFileType, type AcceptedType } from './file-signature.ts';

export type BizType = 'yyzz';
type Row = typeof t.$inferSelect;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE = '文件不能超过 10 MB';
export const WRONG_TYPE = '仅支持图片或 PDF 文件';
export const FILE_NOT_FOUND = '文件不存在';
// The advisory lock space (first key of the two-key form) for per-enterprise quota checks; any constant works.
const QUOTA_LOCKS = 727_003;

export type UploadConfig = Pick<ServerConfig, 'dataDir' | 'limits' | 'unboundUploadMaxAgeMs'>;

function quotaFull({ limits, unboundUploadMaxAgeMs }: UploadConfig): AppError {
  const mb = Math.round((limits.unboundUploadBytes / 1024 / 1024) * 10) / 10;
  const hours = Math.round((unboundUploadMaxAgeMs / 3600_000) * 10) / 10;
  return new AppError(
    413,
    `尚未保存到记录的上传文件已达上限（每个企业最多 ${limits.unboundUploadFiles} 个、共 ${mb} MB）：请先保存正在编辑的记录；未使用的文件会在上传 ${hours} 小时后自动清理`,
  );
}

// Any 8-4-4-4-12 hex string, like the contract's format: uuid; other ids cannot name a stored file.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The extensions a file of each type may keep; any other name gets the type's own extension appended.
const EXTENSIONS: Record<AcceptedType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/bmp': ['bmp', 'dib'],
  'image/tiff': ['tif', 'tiff'],
  'application/pdf': ['pdf'],
};
const MAX_NAME = 255;

/**
 * A client file name made safe to store and show: no path, no control or reserved characters, an extension that
 * matches the recognised `type` (so a download is never saved as, say, .html), at most 255 characters, cut
 * between whole characters before the extension.
 *
 * @example sanitiseFileName('../执照.html', 'image/png', 'x.png') // '执照.html.png'
 */
export function sanitiseFileName(name: string | undefined, type: AcceptedType, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters, bidi overrides (which can make 'x\u202egnp.html' read as '…html.png') and reserved ones.
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '').replace(/^[.\s]+/, '').trim();
  if (!clean) return fallback;
  const dot = clean.lastIndexOf('.');
  const kept = dot > 0 && EXTENSIONS[type].includes(clean.slice(dot + 1).toLowerCase());
  const stem = kept ? clean.slice(0, dot) : clean;
  const extension = kept ? clean.slice(dot) : `.${ACCEPTED_TYPES[type]}`;
  return [...stem].slice(0, MAX_NAME - extension.length).join('').trimEnd() + extension;
}

const toAttachment = (r: Row) => ({
  fileId: r.id,
  fileName: r.fileName,
  url: `/system/oss/download2Auth/${r.id}`,
  size: r.size,
  contentType: r.contentType as AcceptedType,
  bizType: r.bizType as BizType,
  bizId: r.bizId,
  createTime: r.createTime.toISOString(),
});

/** Enterprise attachments: stored under the data directory, listed and bound within one enterprise. */
export const attachmentRepository = {
  /**
   * Checks the bytes (size, magic-byte type) and the enterprise's quota of unbound uploads, records the file,
   * unbound, and writes the bytes under `dataDir`. The quota is checked and the row added under a lock on the
   * enterprise, so concurrent uploads (from any server process) never exceed it; nothing is written when it is full.
   */
  async store(db: Db, config: UploadConfig, owner: RecordOwner, bizType: BizType, file: { fileName?: string; bytes: Buffer }) {
    if (file.bytes.length > MAX_FILE_BYTES) throw new AppError(413, TOO_LARGE);
    const contentType = detectFileType(file.bytes);
    if (!contentType) throw new AppError(415, WRONG_TYPE, [{ field: 'body.file', msg: WRONG_TYPE }]);
    const id = randomUUID();
    const storagePath = path.posix.join('uploads', owner.entId, `${id}.${ACCEPTED_TYPES[contentType]}`);
    const values = {
      id,
      entId: owner.entId,
      bizType,
      fileName: sanitiseFileName(file.fileName, contentType, `${id}.${ACCEPTED_TYPES[contentType]}`),
      contentType,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      storagePath,
      createBy: owner.userId,
    };
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCKS}, hashtext(${owner.entId}))`);
      const [held] = await tx
        .select({ files: count(), bytes: sql<string>`coalesce(sum(${t.size}), 0)` })
        .from(t)
        .where(and(eq(t.entId, owner.entId), isNull(t.bizId)));
      const { unboundUploadFiles: maxFiles, unboundUploadBytes: maxBytes } = config.limits;
      if (held!.files + 1 > maxFiles || Number(held!.bytes) + values.size > maxBytes) throw quotaFull(config);
      return (await tx.insert(t).values(values).returning())[0]!;
    });
    const target = path.join(config.dataDir, storagePath);
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.bytes, { flag: 'wx' });
    } catch (error) {
      await db.delete(t).where(eq(t.id, id));
      await fs.rm(target, { force: true });
      throw error;
    }
    return toAttachment(row);
  },

  /**
   * Opens one of the enterprise's files, bound or not, for download. Another enterprise's file, an unknown id and
   * bytes missing from disk are all 404, so an id never reveals that a file exists elsewhere.
   */
  async open(db: Db, dataDir: string, entId: string, id: string) {
    if (!UUID.test(id)) throw notFound(FILE_NOT_FOUND);
    const [row] = await db.select().from(t).where(and(eq(t.entId, entId), eq(t.id, id)));
    const root = path.resolve(dataDir);
    const target = row && path.resolve(root, row.storagePath);
    if (!row || !target?.startsWith(root + path.sep)) throw notFound(FILE_NOT_FOUND);
    const handle = await fs.open(target, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw notFound(FILE_NOT_FOUND);
      throw error;
    });
    const { size } = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    return { fileName: row.fileName, contentType: row.contentType as AcceptedType, size, stream: handle.createReadStream() };
  },

  /** The files bound to one of the enterprise's records, oldest first; another enterprise's record has none. */
  async listOf(db: Db, entId: string, bizType: BizType, bizId: string) {
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.entId, entId), eq(t.bizType, bizType), eq(t.bizId, bizId)))
      .orderBy(asc(t.createTime), asc(t.id));
    return rows.map(toAttachment);
  },

  /** The names of the enterprise's files among `ids`, in one query; ids of files that are gone are absent. */
  async names(db: Db, entId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const wellFormed = [...new Set(ids)].filter((id) => UUID.test(id));
    if (wellFormed.length === 0) return new Map();
    const found = await db.select({ id: t.id, fileName: t.fileName }).from(t).where(and(eq(t.entId, entId), inArray(t.id, wellFormed)));
    return new Map(found.map((r) => [r.id, r.fileName]));
  },

  /** 400 at `field.i` for each id that is not the enterprise's file of `bizType`, free or already bound to `bizId`. */
  async check(db: Db, entId: string, bizType: BizType, bizId: string | null, ids: string[], field: string) {
    if (ids.length === 0) return;
    const found = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.entId, entId), eq(t.bizType, bizType), inArray(t.id, ids), bizId ? or(isNull(t.bizId), eq(t.bizId, bizId)) : isNull(t.bizId)));
    const known = new Set(found.map((r) => r.id));
    const errors = ids.flatMap((id, i) => (known.has(id) ? [] : [{ field: `${field}.${i}`, msg: '附件不存在或已被其他记录使用' }]));
    if (errors.length > 0) throw invalidInput(errors);
  },

  /** Binds exactly `ids` to the record: listed files get `bizId`, files it no longer lists are freed for cleanup. */
  async bind(db: Db, entId: string, bizType: BizType, bizId: string, ids: string[]) {
    const mine = and(eq(t.entId, entId), eq(t.bizType, bizType));
    await db
      .update(t)
      .set({ bizId: null })
      .where(and(mine, eq(t.bizId, bizId), ids.length > 0 ? notInArray(t.id, ids) : undefined));
    if (ids.length > 0) await db.update(t).set({ bizId }).where(and(mine, inArray(t.id, ids)));
  },
};
