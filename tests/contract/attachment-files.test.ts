import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { attachments } from '../../server/db/schema/attachments.ts';
import { removeUnboundAttachments, scheduleAttachmentCleanup } from '../../server/records/attachment-cleanup.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { unwrap } from '../../src/api/unwrap.ts';
import { login } from '../support/flows.ts';
import { failure, personnelClients } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let as: Awaited<ReturnType<typeof personnelClients>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
  server = await startTestServer({ config: { dataDir } });
  as = await personnelClients(server);
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Client = TestServer['client'];
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n% 营业执照扫描件\n%%EOF\n'.repeat(200));
const upload = (client: Client, bytes: Uint8Array<ArrayBuffer>, name: string) => {
  const form = new FormData();
  form.append('bizType', 'yyzz');
  form.append('file', new Blob([bytes]), name);
  return unwrap(client.POST('/portal/qyAttachmentFile/addYyzzFile', { body: form as never }));
};
const download = (client: Client, id: string) => client.GET('/system/oss/download2Auth/{id}', { params: { path: { id } }, parseAs: 'blob' });
const licenceOf = (client: Client) => unwrap(client.GET('/portal/ent'));
const stored = async (id: string) => (await server.database.db.select().from(attachments).where(eq(attachments.id, id)))[0];
const onDisk = (storagePath: string) =>
  fs.access(path.join(dataDir, storagePath)).then(
    () => true,
    () => false,
  );

describe('file download (downloadOssFile)', () => {
  it('sends the enterprise’s own file with its type, a UTF-8 file name and nosniff', async () => {
    for (const [bytes, name, type] of [
      [PNG, '营业执照 副本(1).png', 'image/png'],
      [PDF, 'scan.pdf', 'application/pdf'],
    ] as const) {
      const file = await upload(as.demo, bytes, name);
      expect(file.fileId).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(file.url).toBe(`/system/oss/download2Auth/${file.fileId}`);
      const { data, response } = await download(as.demo, file.fileId);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(name);
      expect(Buffer.from(await data!.arrayBuffer())).toEqual(Buffer.from(bytes));
    }
  });

  it('lists a bound file with a url that downloads it', async () => {
    const file = await upload(as.demo, PNG, '执照.png');
    const licence = (await licenceOf(as.demo))!;
    await unwrap(as.demo.POST('/portal/ent/update', { body: { id: licence.id, licenseFileIds: [...licence.licenseFileIds, file.fileId] } }));
    const rows = await unwrap(as.demo.GET('/portal/qyAttachmentFile/getFileByParams', { params: { query: { bizType: 'yyzz', bizId: licence.id } } }));
    const row = rows.find((r) => r.fileId === file.fileId)!;
    const token = await login(server, DEMO.member.username, DEMO.member.password);
    const res = await fetch(new URL(row.url, server.baseUrl), { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(PNG));
  });

  it('answers another enterprise’s file and an unknown id with the same 404 envelope', async () => {
    const file = await upload(as.demo, PNG, '他人.png');
    for (const [client, id] of [
      [as.basic, file.fileId],
      [as.demo, '00000000-0000-4000-8000-000000000000'],
      [as.demo, 'not_a_uuid-123'],
    ] as const) {
      const { error, response } = await download(client, id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(error).toEqual({ code: 404, msg: '文件不存在' });
    }
    // Bytes gone from disk read as not found too.
    const gone = await upload(as.demo, PNG, 'gone.png');
    await fs.rm(path.join(dataDir, (await stored(gone.fileId))!.storagePath));
    expect((await download(as.demo, gone.fileId)).error).toEqual({ code: 404, msg: '文件不存在' });
  });

  it('answers 401 without a login and 403 to an account without an enterprise', async () => {
    const file = await upload(as.demo, PNG, 'a.png');
    const anonymous = await download(server.client, file.fileId);
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error).toMatchObject({ code: 401 });
    const admin = await download(as.admin, file.fileId);
    expect(admin.response.status).toBe(403);
    expect(admin.error).toEqual({ code: 403, msg: '当前账号未关联企业，无法访问企业数据' });
  });
});

describe('upload size limit (addYyzzFile)', () => {
  const MiB = 1024 * 1024;
  const countFiles = async () => (await server.database.db.select({ id: attachments.id }).from(attachments)).length;
  const filesOnDisk = async () => (await fs.readdir(dataDir, { recursive: true })).length;

  // Sizes at and around the multipart chunk boundaries, where the plugin used to store the first 10 MiB and say 200.
  it.each([10 * MiB + 1, 10 * MiB + 100, 10 * MiB + 64 * 1024, 11 * MiB, 16 * MiB])('refuses %i bytes with 413 and stores nothing', async (size) => {
    const bytes = new Uint8Array(size);
    bytes.set(PNG);
    const [rows, files] = [await countFiles(), await filesOnDisk()];
    const form = new FormData();
    form.append('bizType', 'yyzz');
    form.append('file', new Blob([bytes]), 'big.png');
    const refused = await failure(as.demo.POST('/portal/qyAttachmentFile/addYyzzFile', { body: form as never }));
    expect(refused).toMatchObject({ code: 413, message: '文件不能超过 10 MB' });
    expect(await countFiles()).toBe(rows);
    expect(await filesOnDisk()).toBe(files);
  });

  it('accepts exactly 10 MiB', async () => {
    const bytes = new Uint8Array(10 * MiB);
    bytes.set(PNG);
    const file = await upload(as.demo, bytes, 'exact.png');
    expect(file.size).toBe(10 * MiB);
  });
});

describe('unbound upload cleanup', () => {
  const HOUR = 3600_000;

  it('defaults to 24 hours and reads PORTAL_UNBOUND_UPLOAD_HOURS', () => {
    expect(readConfig({}).unboundUploadMaxAgeMs).toBe(24 * HOUR);
    expect(readConfig({ PORTAL_UNBOUND_UPLOAD_HOURS: '0.5' }).unboundUploadMaxAgeMs).toBe(HOUR / 2);
    expect(() => readConfig({ PORTAL_UNBOUND_UPLOAD_HOURS: '-1' })).toThrow(/PORTAL_UNBOUND_UPLOAD_HOURS/);
  });

  it('deletes rows and bytes of uploads left unbound past the age, and keeps bound and recent ones', async () => {
    const db = server.database.db;
    const unbound = await upload(as.basic, PNG, 'unbound.png');
    const missing = await upload(as.basic, PNG, 'missing.png');
    const bound = await upload(as.demo, PNG, 'bound.png');
    const licence = (await licenceOf(as.demo))!;
    await unwrap(as.demo.POST('/portal/ent/update', { body: { id: licence.id, licenseFileIds: [...licence.licenseFileIds, bound.fileId] } }));
    const paths = Object.fromEntries(await Promise.all([unbound, bound, missing].map(async (f) => [f.fileId, (await stored(f.fileId))!.storagePath] as const)));
    await fs.rm(path.join(dataDir, paths[missing.fileId]!));

    // Not yet 24 h old: nothing goes.
    expect(await removeUnboundAttachments(db, dataDir, 24 * HOUR, new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect(await onDisk(paths[unbound.fileId]!)).toBe(true);

    const later = new Date(Date.now() + 25 * HOUR);
    const removed = await removeUnboundAttachments(db, dataDir, 24 * HOUR, later);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await stored(unbound.fileId)).toBeUndefined();
    expect(await stored(missing.fileId)).toBeUndefined();
    expect(await onDisk(paths[unbound.fileId]!)).toBe(false);
    expect((await download(as.basic, unbound.fileId)).response.status).toBe(404);
    // The bound file stays, rows and bytes.
    expect(await stored(bound.fileId)).toMatchObject({ bizId: licence.id });
    expect(await onDisk(paths[bound.fileId]!)).toBe(true);
    expect((await download(as.demo, bound.fileId)).response.status).toBe(200);

    // Overlapping runs (as from two processes) delete each row once and do not trip over each other's files.
    const again = await upload(as.basic, PNG, 'again.png');
    const twice = await Promise.all([removeUnboundAttachments(db, dataDir, 24 * HOUR, later), removeUnboundAttachments(db, dataDir, 24 * HOUR, later)]);
    expect(twice[0] + twice[1]).toBeGreaterThanOrEqual(1);
    expect(await stored(again.fileId)).toBeUndefined();
  });

  it('keeps old unbound uploads that a licence draft lists, until the draft no longer does', async () => {
    const db = server.database.db;
    const drafted = await upload(as.basic, PNG, 'drafted.png');
    await unwrap(as.basic.POST('/portal/ent/saveTmp', { body: { legalPerson: '草稿人', licenseFileIds: [drafted.fileId] } }));
    const later = new Date(Date.now() + 25 * HOUR);
    await removeUnboundAttachments(db, dataDir, 24 * HOUR, later);
    expect(await stored(drafted.fileId)).toMatchObject({ bizId: null });
    expect((await download(as.basic, drafted.fileId)).response.status).toBe(200);

    expect((await as.basic.DELETE('/portal/ent/saveTmp')).response.status).toBe(200);
    await removeUnboundAttachments(db, dataDir, 24 * HOUR, later);
    expect(await stored(drafted.fileId)).toBeUndefined();
  });

  it('runs at once when scheduled, logs what it removed and waits for that run on stop', async () => {
    const file = await upload(as.basic, PNG, 'scheduled.png');
    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => logged.push(args), error: (...args: unknown[]) => logged.push(['error', ...args]) };
    const stop = scheduleAttachmentCleanup(server.database.db, { dataDir, unboundUploadMaxAgeMs: -HOUR }, log as never);
    await stop();
    expect(await stored(file.fileId)).toBeUndefined();
    expect(logged).toEqual([[{ removed: expect.any(Number) }, expect.stringContaining('已清理')]]);
  });
});
