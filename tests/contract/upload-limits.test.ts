import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { unwrap } from '../../src/api/unwrap.ts';
import { login } from '../support/flows.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const KiB = 1024;
const limits = { ...readConfig({}).limits, uploadsPerHour: 10, unboundUploadFiles: 3, unboundUploadBytes: 1024 * KiB };
let server: TestServer;
let dataDir: string;
const tokens: Record<'demo' | 'basic', string> = { demo: '', basic: '' };
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-upload-limits-'));
  server = await startTestServer({ config: { dataDir, limits } });
  tokens.demo = await login(server, DEMO.member.username, DEMO.member.password);
  tokens.basic = await login(server, DEMO.basic.username, DEMO.basic.password);
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
};
/** Uploads through HTTP and answers `{ status, body }` whatever the outcome. */
async function upload(who: keyof typeof tokens, size: number) {
  const form = new FormData();
  form.append('bizType', 'yyzz');
  form.append('file', new Blob([png(size)]), 'scan.png');
  const res = await fetch(`${server.baseUrl}/portal/qyAttachmentFile/addYyzzFile`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data?: { fileId: string } } };
}
/** Files on disk, every enterprise's. */
const storedFiles = async () => {
  const dirs = await fs.readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);
  return (await Promise.all(dirs.map((d) => fs.readdir(path.join(dataDir, 'uploads', d))))).flat().length;
};
const QUOTA = /^尚未保存到记录的上传文件已达上限（每个企业最多 3 个、共 1 MB）/;

describe('upload limits per enterprise', () => {
  // The hourly upload count is kept per clock hour: keep clear of the hour's end.
  beforeAll(async () => {
    const left = 3600_000 - (Date.now() % 3600_000);
    if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  }, 70_000);

  it('stores at most PORTAL_UNBOUND_UPLOAD_FILES unbound files, also from a concurrent burst', async () => {
    const before = await storedFiles();
    const burst = await Promise.all(Array.from({ length: 6 }, () => upload('basic', 2 * KiB)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = burst.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual([413, 413, 413]);
    for (const r of refused) expect(r.body.msg).toMatch(QUOTA);
    expect(await storedFiles()).toBe(before + 3);
  });

  it('counts every upload against PORTAL_UPLOADS_PER_HOUR, refused ones too, then answers 429', async () => {
    // basic has made 6 of its 10 uploads this hour; its quota is full, so the next 4 are refused by the quota.
    for (let i = 0; i < 4; i++) expect((await upload('basic', KiB)).status).toBe(413);
    const limited = await upload('basic', KiB);
    expect(limited).toEqual({ status: 429, body: { code: 429, msg: '上传过于频繁：每个企业每小时最多上传 10 个文件，请稍后再试' } });
  });

  it('keeps the unbound bytes within PORTAL_UNBOUND_UPLOAD_MB, and binding a file frees its share', async () => {
    const big = await upload('demo', 700 * KiB);
    expect(big.status).toBe(200);
    const over = await upload('demo', 400 * KiB);
    expect(over.status).toBe(413);
    expect(over.body.msg).toMatch(QUOTA);
    expect((await upload('demo', 100 * KiB)).status).toBe(200);

    const client = server.as(tokens.demo);
    const licence = (await unwrap(client.GET('/portal/ent')))!;
    const fileIds = [...licence.licenseFileIds, big.body.data!.fileId];
    await unwrap(client.POST('/portal/ent/update', { body: { id: licence.id, licenseFileIds: fileIds } }));
    expect((await upload('demo', 400 * KiB)).status).toBe(200);
  });
});
