import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { $api, invalidatePath } from './queries.ts';

describe('$api', () => {
  it('derives query keys from method, contract path and init', () => {
    const init = { params: { query: { username: 'u' } } };
    expect($api.queryOptions('get', '/portal/api/sendForgetPwdCode', init).queryKey).toEqual([
      'get',
      '/portal/api/sendForgetPwdCode',
      init,
    ]);
    expect($api.queryOptions('get', '/portal/getInfo').queryKey).toEqual(['get', '/portal/getInfo']);
  });
});

describe('invalidatePath', () => {
  it('invalidates every query of the path, with or without init, and nothing else', async () => {
    const queryClient = new QueryClient();
    const withInit = $api.queryOptions('get', '/portal/api/sendForgetPwdCode', { params: { query: { username: 'u' } } });
    const other = $api.queryOptions('get', '/portal/getInfo');
    queryClient.setQueryData(withInit.queryKey, { code: 200, msg: 'ok', data: { expiresIn: 300, resendIn: 60 } });
    queryClient.setQueryData(['get', '/portal/api/sendForgetPwdCode'], { code: 200 });
    queryClient.setQueryData(other.queryKey, { code: 200 });

    await invalidatePath(queryClient, 'get', '/portal/api/sendForgetPwdCode');

    expect(queryClient.getQueryState(withInit.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['get', '/portal/api/sendForgetPwdCode'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other.queryKey)?.isInvalidated).toBe(false);
  });
});
