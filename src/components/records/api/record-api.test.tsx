import { performanceUi } from '@forms/performance.ui';
import { registeredPersonUi } from '@forms/registered-person.ui';
import { describe, expect, it } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { registeredPerson } from '../testing/registered-persons';
import { fetchAllRecords, idParams, recordKeys } from './record-api';

describe('fetchAllRecords', () => {
  it('reads every page of the filter, 500 rows at a time', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get('/portal/person/getRegisterList', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        requests.push(query);
        const count = query.get('pageNum') === '1' ? 500 : 1;
        const rows = Array.from({ length: count }, (_, index) => registeredPerson(index));
        return response(200).json({ code: 200, msg: '查询成功', rows, total: 501 });
      }),
    );
    const rows = await fetchAllRecords(registeredPersonUi.operations, { name: '张', orderByColumn: 'name', isAsc: 'asc' });
    expect(rows).toHaveLength(501);
    expect(requests.map((query) => [query.get('pageNum'), query.get('pageSize'), query.get('name'), query.get('orderByColumn')])).toEqual([
      ['1', '500', '张', 'name'],
      ['2', '500', '张', 'name'],
    ]);
  });
});

describe('idParams', () => {
  it('puts the id in the path when the operation has {id}, otherwise in the query', () => {
    expect(idParams('/portal/person/getRegisterDetail/{id}', 'a1')).toEqual({ path: { id: 'a1' } });
    expect(idParams('/portal/achievement/detail', 'a1')).toEqual({ query: { id: 'a1' } });
    expect(recordKeys.detail(performanceUi.operations, 'a1')).toEqual(['get', '/portal/achievement/detail', { params: { query: { id: 'a1' } } }]);
  });
});

