import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseUi } from '../../forms/enterprise.ui.ts';
import { attachments } from '../../server/db/schema/attachments.ts';
import { page, unwrap } from '../../src/api/unwrap.ts';
import { personnelClients } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let as: Awaited<ReturnType<typeof personnelClients>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-changelog-'));
  server = await startTestServer({ config: { dataDir } });
  as = await personnelClients(server);
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Client = TestServer['client'];
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const upload = (client: Client, name: string) => {
  const form = new FormData();
  form.append('bizType', 'yyzz');
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  return unwrap(client.POST('/portal/qyAttachmentFile/addYyzzFile', { body: form as never }));
};
const patch = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/ent/update', { body: body as never }));
const newest = async (client: Client, field: string) =>
  (await page(client.GET('/portal/ent/changelogs', { params: { query: { field, pageSize: 1 } } }))).rows[0];
const formLabel = (name: string) => enterpriseUi.fields.find((field) => field.name === name)?.label;

describe('licence changelog', () => {
  it('labels each change with the label the licence form shows', async () => {
    const licence = (await unwrap(as.demo.GET('/portal/ent')))!;
    await patch(as.demo, { id: licence.id, businessTermStart: '2015-01-01', regCapital: 60000, prov: '310000', city: '310100' });
    expect(await newest(as.demo, 'businessTermStart')).toMatchObject({ fieldLabel: formLabel('businessTermStart'), newValue: '2015-01-01' });
    expect(formLabel('businessTermStart')).toBe('营业期限自');
    expect(await newest(as.demo, 'regCapital')).toMatchObject({ fieldLabel: `${formLabel('regCapital')}（万元）` });
    expect(await newest(as.demo, 'prov')).toMatchObject({ fieldLabel: `${formLabel('region')}（省份）` });
    expect(await newest(as.demo, 'city')).toMatchObject({ fieldLabel: `${formLabel('region')}（城市）` });
  });

  it('shows the scans by file name, and a file deleted since as such', async () => {
    const licence = (await unwrap(as.demo.GET('/portal/ent')))!;
    const front = await upload(as.demo, '执照正本.png');
    const back = await upload(as.demo, '执照副本.png');
    await patch(as.demo, { id: licence.id, licenseFileIds: [front.fileId, back.fileId] });
    expect(await newest(as.demo, 'licenseFileIds')).toMatchObject({ fieldLabel: formLabel('licenseFileIds'), oldValue: null, newValue: '执照正本.png、执照副本.png' });
    await patch(as.demo, { id: licence.id, licenseFileIds: [back.fileId] });
    await server.database.db.delete(attachments).where(eq(attachments.id, front.fileId));
    expect(await newest(as.demo, 'licenseFileIds')).toMatchObject({ oldValue: '已删除的文件、执照副本.png', newValue: '执照副本.png' });
  });
});
