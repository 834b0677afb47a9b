import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { json, testClient } from './testing/recording-fetch.ts';
import { page, unwrap } from './unwrap.ts';

const session = {
  user: { userId: 'u1', userName: 'zhang', nickName: '张三', phonenumber: '13800000000', email: null, avatar: '/a.png', createTime: '2024-01-01T00:00:00Z' },
  roles: ['member_level_2'],
  permissions: ['*:*:*'],
  ent: null,
  unreadMessage: 0,
  key: null,
};

describe('unwrap', () => {
  it('returns the data field of a 200 envelope', async () => {
    const { client } = testClient(() => json({ code: 200, msg: '操作成功', data: session }));
    const info = await unwrap(client.GET('/portal/getInfo'));
    expect(info.roles).toEqual(['member_level_2']);
    expect(info).toEqual(session);
  });

  it('rejects with ApiError when the envelope has no data', async () => {
    const { client } = testClient(() => json({ code: 200, msg: '操作成功' }));
    await expect(unwrap(client.GET('/portal/getInfo'))).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects with the ApiError of a failed call', async () => {
    const { client, notify } = testClient(() => json({ code: 500, msg: '出错了' }, 500));
    await expect(unwrap(client.GET('/portal/getInfo'))).rejects.toMatchObject({ code: 500, message: '出错了' });
    expect(notify).toHaveBeenCalledOnce();
  });

  it('turns an error result that bypassed the middleware into an ApiError', async () => {
    const call = Promise.resolve({ error: { code: 409, msg: '冲突' }, response: new Response(null, { status: 409 }) });
    await expect(unwrap<{ data: number }>(call)).rejects.toMatchObject({ code: 409, message: '冲突' });
  });
});

describe('page', () => {
  it('returns rows and total of a paged envelope', async () => {
    const call = Promise.resolve({
      data: { code: 200, msg: '查询成功', rows: [{ id: 'a' }], total: 31 },
      response: new Response(),
    });
    const { rows, total } = await page(call);
    expect(rows[0]?.id).toBe('a');
    expect(total).toBe(31);
  });

  it('rejects with ApiError when rows are missing', async () => {
    const call = Promise.resolve({ data: { code: 200, msg: 'ok' } as unknown as { rows: unknown[]; total: number }, response: new Response() });
    await expect(page(call)).rejects.toBeInstanceOf(ApiError);
  });
});
