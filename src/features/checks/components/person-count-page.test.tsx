import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveDicts } from '@/components/schema/testing/render-schema-form';
import { resetDictStore } from '@/lib/dict/dict-store';
import { http, server } from '@/testing/msw-server';
import { checkRun, countResult, ok } from '../testing/check-fixtures';
import { renderCheckPage } from '../testing/render-check-page';

const RUN = checkRun(1, { kind: 'personnelCount', total: 3, passed: 2, failed: 1, errors: 1, warnings: 0 });

beforeEach(() =>
  serveDicts({
    reg_category: [
      ['一级注册建造师', 'jzs1'],
      ['二级注册建造师', 'jzs2'],
    ],
    reg_specialty: [['建筑工程', 'building']],
  }),
);
afterEach(() => resetDictStore());

describe('人员数量校验', () => {
  it('shows the latest run’s requirements with shortfalls first, codes as labels and unassessed ones muted', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get('/check/runs', ({ response }) => response(200).json({ ...ok, rows: [RUN], total: 1 })),
      http.get('/check/ryNum/getCheckList', ({ request, response }) => {
        requests.push(new URL(request.url).searchParams);
        const rows = [
          countResult(1),
          countResult(2, { actual: 2, passed: false, message: '缺少 3 人。' }),
          countResult(3, { regSpecialty: null, assessed: false, actual: 0, required: 12 }),
        ];
        return response(200).json({ ...ok, rows, total: rows.length });
      }),
    );
    renderCheckPage('personCountCheck');
    const table = await screen.findByRole('table', { name: '人员数量校验结果' });
    await within(table).findByText('建筑工程施工总承包2');
    expect(requests[0]?.get('runId')).toBe(RUN.runId);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('建筑工程施工总承包2');
    expect(within(rows[0]!).getByText('不足')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('通过')).toBeInTheDocument();
    await waitFor(() => expect(rows[0]).toHaveTextContent('一级注册建造师、二级注册建造师'));
    expect(rows[0]).toHaveTextContent('建筑工程');
    expect(within(rows[2]!).getByText('不再考核')).toHaveClass('text-muted-foreground');
    expect(within(rows[2]!).getByText('不限专业')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '最近一次校验' })).toHaveTextContent('资质项数 3，满足 2，不足 1');
  });
});
