import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { checkRun, finding, ok } from '../testing/check-fixtures';
import { renderCheckPage } from '../testing/render-check-page';

const PERSONS = [
  { id: '00000000-0000-4000-8000-000000000101', name: '张三', idCard: '1101**********0011', kind: 'registered' as const },
  { id: '00000000-0000-4000-8000-000000000102', name: '李四', idCard: '1101**********0022', kind: 'registered' as const },
  { id: '00000000-0000-4000-8000-000000000103', name: '王五', idCard: '1101**********0033', kind: 'registered' as const },
];
const RUN = checkRun(3, { scope: { personIds: [PERSONS[0]!.id, PERSONS[2]!.id] }, total: 2, passed: 1, failed: 1, errors: 1, warnings: 0 });

describe('人员业绩校验 · 校验步骤', () => {
  it('runs the check on the chosen registered persons and reviews that run’s findings', async () => {
    const personRequests: URLSearchParams[] = [];
    const findingRequests: URLSearchParams[] = [];
    const runBodies: unknown[] = [];
    server.use(
      http.get('/portal/project/getEntPerson', ({ request, response }) => {
        const params = new URL(request.url).searchParams;
        personRequests.push(params);
        const keyword = params.get('keyword') ?? '';
        return response(200).json({ ...ok, data: PERSONS.filter((person) => person.name.includes(keyword)) });
      }),
      http.post('/check/datacheck/autoRy', async ({ request, response }) => {
        runBodies.push(await request.json());
        return response(200).json({ ...ok, data: RUN });
      }),
      http.get('/check/datacheck/getCheckList', ({ request, response }) => {
        const params = new URL(request.url).searchParams;
        findingRequests.push(params);
        const rows = params.get('recordType') === 'registeredPerson' ? [finding(1, { runId: RUN.runId, recordLabel: '张三' })] : [];
        return response(200).json({ ...ok, rows, total: rows.length });
      }),
    );
    const { user } = renderCheckPage('performanceCheckStep');
    const steps = screen.getByRole('list', { name: '校验步骤' });
    expect(within(steps).getByRole('button', { name: '第 1 步：选择范围' })).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByRole('button', { name: '第 3 步：查看结果' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '选择注册人员' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请至少选择 1 名人员')).toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: '张三（1101**********0011）' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索注册人员' }), '王');
    await user.click(await screen.findByRole('checkbox', { name: '王五（1101**********0033）' }));
    expect(screen.getByText('已选择 2 名人员')).toBeInTheDocument();
    expect(personRequests[0]?.getAll('kind')).toEqual(['registered']);
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(within(steps).getByRole('button', { name: '第 2 步：执行校验' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('第 2 步，共 3 步：执行校验')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. 执行校验' })).toHaveFocus();
    expect(screen.getByText(/校验范围：已选择 2 名人员：张三（1101\*+0011）、王五/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始校验' }));

    expect(await screen.findByRole('heading', { level: 2, name: '3. 查看结果' })).toHaveFocus();
    expect(runBodies).toEqual([{ personIds: [PERSONS[0]!.id, PERSONS[2]!.id] }]);
    const table = await screen.findByRole('table', { name: '本次校验的结果' });
    expect(await within(table).findByText('张三')).toBeInTheDocument();
    await waitFor(() => expect(findingRequests.map((params) => params.get('runId'))).toContain(RUN.runId));
    expect(new Set(findingRequests.map((params) => params.get('recordType')))).toEqual(new Set(['registeredPerson', 'otherPerson', 'performance']));
    expect(screen.getByRole('region', { name: '本次校验' })).toHaveTextContent('2 名人员');
  });
});
