import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../server/db/schema/attachments.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { page, unwrap } from '../../src/api/unwrap.ts';
import { login } from '../support/flows.ts';
import { idCard, personnelClients } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Odd input to the enterprise-record operations: every answer is a Chinese envelope, never a 500.
let server: TestServer;
let as: Awaited<ReturnType<typeof personnelClients>>;
let token: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-edge-'));
  server = await startTestServer({ config: { dataDir } });
  as = await personnelClients(server);
  token = await login(server, DEMO.basic.username, DEMO.basic.password);
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

function expectEnvelope(res: { statusCode: number; body: string }, code: number) {
  expect(res.statusCode, res.body).toBe(code);
  const body = JSON.parse(res.body) as { code: number; msg: string; errors?: { field: string; msg: string }[] };
  expect(body.code).toBe(code);
  expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  return body;
}

const LISTS = [
  '/portal/person/getRegisterList',
  '/portal/person/getElseList',
  '/portal/project/list',
  '/portal/achievement/list',
  '/portal/zzzs/list',
];

describe('list queries', () => {
  it('rejects an orderByColumn that only names an inherited object property', async () => {
    for (const list of LISTS) {
      for (const column of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
        const body = expectEnvelope(await send('GET', `${list}?orderByColumn=${column}`), 400);
        expect(body.errors?.[0]?.field, `${list} ${column}`).toBe('query.orderByColumn');
      }
    }
  });

  it('answers a NUL character in a text filter or picker keyword with a 400', async () => {
    for (const url of [
      '/portal/person/getRegisterList?name=a%00b',
      '/portal/person/getElseList?name=a%00b',
      '/portal/project/list?projectName=a%00b',
      '/portal/achievement/list?personName=a%00b',
      '/portal/achievement/list?projectName=a%00b',
      '/portal/zzzs/list?certNo=a%00b',
      '/portal/zzzs/list?issueAuthority=a%00b',
      '/portal/project/getEntPerson?keyword=a%00b',
      '/portal/project/getEntProject?keyword=a%00b',
    ]) {
      expectEnvelope(await send('GET', url), 400);
    }
  });

  it('answers a date in year 0000 (valid in form, not in PostgreSQL) with a 400', async () => {
    for (const url of [
      '/portal/person/getRegisterList?certValidToBegin=0000-01-01',
      '/portal/zzzs/list?expiryDateEnd=0000-12-31',
      '/portal/project/list?startDateBegin=0000-02-29',
    ]) {
      expectEnvelope(await send('GET', url), 400);
    }
  });

  it('still matches % and _ literally', async () => {
    const rows = await page(as.demo.GET('/portal/project/list', { params: { query: { projectName: '%', pageSize: 1 } } }));
    expect(rows.total).toBe(0);
    const people = await page(as.demo.GET('/portal/person/getRegisterList', { params: { query: { name: '_', pageSize: 1 } } }));
    expect(people.total).toBe(0);
  });
});

describe('record bodies', () => {
  it('answers a NUL character in a stored text with a 400 and stores nothing', async () => {
    const person = {
      name: '测试\u0000空字符',
      idCard: idCard('11010519900307231'),
      gender: '男',
      birthDate: '1990-03-07',
      regCategory: 'jzs1',
      regSpecialty: 'jzs_jzgc',
      regNo: '京1112020000009',
      certValidFrom: '2024-01-01',
      certValidTo: '2029-01-01',
      socialInsurance: 'normal',
    };
    expectEnvelope(await send('POST', '/portal/person/addRegister', person), 400);
    expect((await page(as.basic.GET('/portal/person/getRegisterList', { params: { query: { pageSize: 1 } } }))).total).toBe(0);
    expectEnvelope(await send('POST', '/portal/ent/saveTmp', { legalPerson: '草稿\u0000人' }), 400);
    const certificate = { certNo: 'D230000000', issueAuthority: '上海市住建委', issueDate: '0000-01-01', expiryDate: '2029-03-31' };
    expectEnvelope(await send('POST', '/portal/zzzs/add', certificate), 400);
    expect((await page(as.basic.GET('/portal/zzzs/list', { params: { query: { certNo: 'D230000000' } } }))).total).toBe(0);
    expect(await unwrap(as.basic.GET('/portal/ent/saveTmp'))).toBeNull();
  });
});

const toFullWidth = (text: string) => text.replace(/[0-9A-Za-z]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));

const LICENCE = {
  entName: DEMO.basic.entName,
  creditCode: DEMO.basic.creditCode,
  legalPerson: '陈海峰',
  regCapital: 8000,
  establishDate: '2012-04-16',
  businessTermStart: '2012-04-16',
  address: '上海市浦东新区张杨路 500 号',
  businessScope: '房屋建筑工程施工。',
  regAuthority: '上海市浦东新区市场监督管理局',
  entType: 'llc',
  prov: '310000',
  city: '310100',
};

/** The basic enterprise's licence, created first if it has none. */
async function basicLicence() {
  return (await unwrap(as.basic.GET('/portal/ent'))) ?? (await unwrap(as.basic.POST('/portal/ent', { body: LICENCE })));
}

describe('pasted input', () => {
  it('normalises a licence’s credit code, phone and text before checking their lengths, and stores them normalised', async () => {
    const pasted = {
      ...LICENCE,
      entName: ` ${toFullWidth(DEMO.basic.entName)}\u3000`,
      creditCode: ` ${DEMO.basic.creditCode.toLowerCase()} `,
      contactPhone: '021 6888 1234',
      legalPerson: '  陈海峰  ',
    };
    const res = await send('POST', '/portal/ent', pasted);
    expect(res.statusCode, res.body).toBe(200);
    expect(await unwrap(as.basic.GET('/portal/ent'))).toMatchObject({
      entName: DEMO.basic.entName,
      creditCode: DEMO.basic.creditCode,
      contactPhone: '02168881234',
      legalPerson: '陈海峰',
    });
    const current = (await unwrap(as.basic.GET('/portal/ent')))!;
    const patched = await send('POST', '/portal/ent/update', { id: current.id, creditCode: toFullWidth(DEMO.basic.creditCode.toLowerCase()) });
    expect(patched.statusCode, patched.body).toBe(200);
    const draft = await send('POST', '/portal/ent/saveTmp', { creditCode: ` ${DEMO.basic.creditCode} ` });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await unwrap(as.basic.GET('/portal/ent/saveTmp'))).toMatchObject({ creditCode: DEMO.basic.creditCode });
  });

  it('normalises a registered person’s full-width ID number ending in x and a spaced mobile number', async () => {
    const person = {
      name: ' 全角张三 ',
      idCard: toFullWidth('11010519491231002x'),
      gender: '女',
      birthDate: '1949-12-31',
      regCategory: 'jzs1',
      regSpecialty: 'jzs_jzgc',
      regNo: 'ＳＨ 1312020000077',
      certValidFrom: '2024-01-01',
      certValidTo: '2029-01-01',
      socialInsurance: 'normal',
      phone: '138 0013 8000',
    };
    const res = await send('POST', '/portal/person/addRegister', person);
    expect(res.statusCode, res.body).toBe(200);
    const list = await page(as.basic.GET('/portal/person/getRegisterList', { params: { query: { name: '全角张三' } } }));
    expect(list.rows).toHaveLength(1);
    const stored = await unwrap(as.basic.GET('/portal/person/getRegisterDetail/{id}', { params: { path: { id: list.rows[0]!.id } } }));
    expect(stored).toMatchObject({ name: '全角张三', idCard: '11010519491231002X', phone: '13800138000', regNo: 'SH 1312020000077' });
  });

  it('still refuses what normalisation cannot make valid, with the spec message', async () => {
    const body = expectEnvelope(await send('POST', '/portal/person/addRegister', { name: '甲', idCard: ' 1101051949123100２Y ' }), 400);
    expect(body.errors?.map((error) => error.field)).toContain('body.idCard');
  });
});

describe('concurrent duplicates', () => {
  it('keep one record per unique key and answer the rest 409, never 500', async () => {
    const person = {
      name: '并发李四',
      idCard: idCard('31011519850612341'),
      gender: '男',
      birthDate: '1985-06-12',
      regCategory: 'jzs1',
      regSpecialty: 'jzs_jzgc',
      regNo: '沪1312020000001',
      certValidFrom: '2024-01-01',
      certValidTo: '2029-01-01',
      socialInsurance: 'normal',
    };
    const project = {
      projectName: '并发测试项目',
      projectCode: 'CONCURRENT-0001',
      projectType: 'building',
      prov: '310000',
      city: '310100',
      contractAmount: 100,
      startDate: '2024-03-01',
      entRole: 'general_contractor',
      stage: 'in_progress',
    };
    const certificate = { certNo: 'D239999999', issueAuthority: '上海市住建委', issueDate: '2024-04-01', expiryDate: '2029-03-31' };
    for (const [url, body] of [
      ['/portal/person/addRegister', person],
      ['/portal/person/addElse', { personKind: 'technical', name: '并发王五', idCard: idCard('31011519850612342') }],
      ['/portal/project', project],
      ['/portal/zzzs/add', certificate],
    ] as const) {
      const results = await Promise.all(Array.from({ length: 6 }, () => send('POST', url, body)));
      expect(results.map((r) => r.statusCode).sort(), url).toEqual([200, 409, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409)) expectEnvelope(r, 409);
    }
  });
});

describe('licence scan uploads', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
  const BOUNDARY = 'edge-case-boundary';
  const head = (filename: string) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`);
  const filePart = (bytes: Buffer, filename: string) => Buffer.concat([head(filename), bytes, Buffer.from('\r\n')]);
  const end = Buffer.from(`--${BOUNDARY}--\r\n`);
  const post = (payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    server.app.inject({
      method: 'POST',
      url: '/portal/qyAttachmentFile/addYyzzFile',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
  const uploaded = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (JSON.parse(res.body) as { data: { fileId: string; fileName: string; contentType: string } }).data;
  };

  it('answers a truncated upload and a multipart type without a boundary with a 400', async () => {
    expectEnvelope(await post(Buffer.concat([head('a.png'), PNG])), 400);
    expectEnvelope(await post(Buffer.concat([head('a.png'), PNG, Buffer.alloc(100_000)])), 400);
    expectEnvelope(await post(Buffer.concat([filePart(PNG, 'a.png'), end]), 'multipart/form-data'), 400);
  });

  it('accepts exactly 10 MB', async () => {
    const bytes = Buffer.alloc(10 * 1024 * 1024);
    PNG.copy(bytes);
    expect(uploaded(await post(Buffer.concat([filePart(bytes, 'big.png'), end])))).toMatchObject({ contentType: 'image/png' });
  });

  it('names a stored file with an extension of the type its bytes are, so a download cannot be saved as another type', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
    const html = uploaded(await post(Buffer.concat([filePart(polyglot, '执照.html'), end])));
    expect(html).toMatchObject({ contentType: 'image/png', fileName: '执照.html.png' });
    const pdf = uploaded(await post(Buffer.concat([filePart(PDF, 'scan.png'), end])));
    expect(pdf).toMatchObject({ contentType: 'application/pdf', fileName: 'scan.png.pdf' });
    // A right-to-left override cannot disguise the real extension either.
    expect(uploaded(await post(Buffer.concat([filePart(polyglot, 'x\u202egnp.html'), end]))).fileName).toBe('xgnp.html.png');
    const jpeg = uploaded(await post(Buffer.concat([filePart(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'photo.JPEG'), end])));
    expect(jpeg.fileName).toBe('photo.JPEG');
    const res = await server.app.inject({ url: `/system/oss/download2Auth/${html.fileId}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/filename="__\.html\.png"; filename\*=UTF-8''%E6%89%A7%E7%85%A7\.html\.png$/);
  });

  it('lists the licence’s scans in its changelog by file name, and a file since deleted as 已删除的文件', async () => {
    const licence = await basicLicence();
    const front = uploaded(await post(Buffer.concat([filePart(PNG, '执照正本.png'), end])));
    const copy = uploaded(await post(Buffer.concat([filePart(PDF, '执照副本.pdf'), end])));
    const update = (licenseFileIds: string[]) => unwrap(as.basic.POST('/portal/ent/update', { body: { id: licence.id, licenseFileIds } }));
    await update([front.fileId, copy.fileId]);
    await update([copy.fileId]);
    const scans = () => page(as.basic.GET('/portal/ent/changelogs', { params: { query: { field: 'licenseFileIds' } } }));
    expect((await scans()).rows.map((row) => [row.oldValue, row.newValue])).toEqual([
      ['执照正本.png、执照副本.pdf', '执照副本.pdf'],
      [null, '执照正本.png、执照副本.pdf'],
    ]);
    await server.database.db.delete(attachments).where(eq(attachments.id, front.fileId));
    expect((await scans()).rows.map((row) => [row.oldValue, row.newValue])).toEqual([
      ['已删除的文件、执照副本.pdf', '执照副本.pdf'],
      [null, '已删除的文件、执照副本.pdf'],
    ]);
  });

  it('shortens a long file name by whole characters and keeps its extension', async () => {
    const file = uploaded(await post(Buffer.concat([filePart(PNG, `${'a'.repeat(250)}😀😀😀😀😀.png`), end])));
    expect(file.fileName).not.toContain('\ufffd');
    expect(file.fileName.endsWith('😀.png')).toBe(true);
    expect([...file.fileName].length).toBeLessThanOrEqual(255);
  });
});
