import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { checkRun, finding, ok } from '../testing/check-fixtures';
import { renderCheckPage } from '../testing/render-check-page';

const RUNS = [
  checkRun(2, { kind: 'all', scope: { projectIds: ['00000000-0000-4000-8000-000000000201', '00000000-0000-4000-8000-000000000202'] }, added: 3, resolved: 1, errors: 2, warnings: 4, durationMs: 350 }),
  checkRun(1, { kind: 'all', added: 5, resolved: 0, durationMs: 2400 }),
];

describe('项目校验 · 校验记录', () => {
  it('lists the runs with scope, problems and the comparison with the run before, and opens a run’s findings', async () => {
    const runRequests: URLSearchParams[] = [];
    const findingRequests: URLSearchParams[] = [];
    server.use(
      http.get('/check/runs', ({ request, response }) => {
        runRequests.push(new URL(request.url).searchParams);
        return response(200).json({ ...ok, rows: RUNS, total: RUNS.length });
      }),
      http.get('/check/datacheck/getCheckList', ({ request, response }) => {
        const params = new URL(request.url).searchParams;
        findingRequests.push(params);
        const rows = [finding(5, { runId: RUNS[0]!.runId, recordType: 'project', recordLabel: '综合楼项目', rule: 'project.noPlatformCode', message: '没有监管平台项目编号。' })];
        return response(200).json({ ...ok, rows, total: rows.length });
      }),
    );
    const { user, router } = renderCheckPage('projectCheckLog');
    const table = await screen.findByRole('table', { name: '项目校验记录' });
    await within(table).findByText('新增 3 / 已解决 1');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(runRequests[0]?.get('kind')).toBe('all');
    expect(first).toHaveTextContent('新增 3 / 已解决 1');
    expect(first).toHaveTextContent('2 个项目');
    expect(first).toHaveTextContent('2 / 4');
    expect(first).toHaveTextContent('350 毫秒');
    expect(first).toHaveTextContent('示范企业管理员');
    expect(second).toHaveTextContent('新增 5 / 已解决 0');
    expect(second).toHaveTextContent('全部');
    expect(second).toHaveTextContent('2.4 秒');

    await user.click(within(first!).getByRole('button', { name: /^查看 .+ 的校验结果$/ }));
    expect(await screen.findByRole('table', { name: '该次校验的结果' })).toHaveTextContent('综合楼项目');
    expect(findingRequests.at(-1)?.get('runId')).toBe(RUNS[0]!.runId);
    expect(findingRequests.at(-1)?.get('recordType')).toBe('project');
    expect(router.state.location.search).toBe(`?runId=${RUNS[0]!.runId}`);

    await user.click(screen.getByRole('button', { name: '返回校验记录' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: '项目校验记录' })).toBeInTheDocument();
  });
});
