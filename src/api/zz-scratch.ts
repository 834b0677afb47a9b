import { browserClient } from './browser-client.ts';
import { downloadBlob } from './download.ts';
import { page, unwrap } from './unwrap.ts';
import { $api, invalidatePath } from './queries.ts';
import type { QueryClient } from '@tanstack/react-query';

export async function scratch(qc: QueryClient) {
  const { rows, total } = await page(browserClient.GET('/portal/api/notice/list', { params: { query: { pageNum: 1, pageSize: 10 } } }));
  const first: string = rows[0]!.title;
  const info = await unwrap(browserClient.GET('/portal/getInfo'));
  const name: string = info.user.nickName;
  await downloadBlob(() => browserClient.GET('/portal/invoice/download/{id}', { params: { path: { id: 'x' } }, parseAs: 'blob' }), 'a.pdf');
  await invalidatePath(qc, 'get', '/portal/api/notice/list');
  // @ts-expect-error not a GET path
  await invalidatePath(qc, 'get', '/portal/api/login');
  const q = $api.queryOptions('get', '/portal/getInfo', undefined, { select: (r) => r.data.roles });
  return [first, total, name, q];
}
