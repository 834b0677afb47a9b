import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { http, server } from '@/testing/msw-server';
import { CHECK_BUSY, type CheckFinding, type CheckRun } from '../check-areas';
import { checkRun, finding, ok } from '../testing/check-fixtures';
import { renderCheckPage } from '../testing/render-check-page';

/** Serves the latest runs (by kind) and the findings (by record type), from state the test may change. */
function serveChecks(state: { runs: CheckRun[]; findings: CheckFinding[] }) {
  const findingRequests: URLSearchParams[] = [];
  server.use(
    http.get('/check/runs', ({ request, response }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      const rows = state.runs.filter((run) => run.kind === kind);
      return response(200).json({ ...ok, rows, total: rows.length });
    }),
    http.get('/check/datacheck/getCheckList', ({ request, response }) => {
      const params = new URL(request.url).searchParams;
      findingRequests.push(params);
      const rows = state.findings.filter(
        (row) => row.recordType === params.get('recordType') && row.runId === params.get('runId') && (!params.get('level') || row.level === params.get('level')),
      );
      return response(200).json({ ...ok, rows, total: rows.length });
    }),
  );
  return findingRequests;
}

const RUN = checkRun(1);
const FINDINGS = [
  finding(1),
  finding(2, { rule: 'registeredPerson.notInsuredHere', level: 'warning', message: '人员2 的社保不在本单位正常缴纳。', field: 'socialInsurance' }),
  finding(3, { recordType: 'performance', recordLabel: '人员3 · 综合楼', rule: 'performance.periodOverlap', message: '任职期间重叠。', link: '/qyxx/zcry/ryyjxx?mode=edit&id=x&focus=periodStart' }),
];

afterEach(() => vi.restoreAllMocks());

describe('人员业绩校验', () => {
  it('runs the check with a progress indicator, then shows the new run’s findings grouped by rule', async () => {
    const state = { runs: [] as CheckRun[], findings: [] as CheckFinding[] };
    serveChecks(state);
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.post('/check/datacheck/autoRy', async ({ request, response }) => {
        bodies.push(await request.text());
        await finished;
        state.runs = [RUN];
        state.findings = FINDINGS;
        return response(200).json({ ...ok, data: RUN });
      }),
    );
    const { user } = renderCheckPage('performanceCheck');
    expect(await screen.findByText('尚未进行过校验，点击“一键校验”开始。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '一键校验' }));
    const busy = await screen.findByRole('button', { name: '校验中…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: '校验进度' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在校验，请稍候…');
    await user.click(busy);
    finish();

    expect(await screen.findByText('校验完成：记录数 10，通过 8，问题 2 个（错误 1，警告 1）')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(bodies).toEqual(['']);
    const table = await screen.findByRole('table', { name: '人员业绩校验结果' });
    expect(await within(table).findByText('人员1')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['错误', '错误', '警告']);

    const rules = screen.getByRole('group', { name: '按规则查看' });
    expect(within(rules).getByRole('button', { name: '全部规则 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(rules).getByRole('button', { name: '项目负责人任职期间重叠 1' }));
    await waitFor(() => expect(within(table).queryByText('人员1')).not.toBeInTheDocument());
    expect(within(table).getByText('人员3 · 综合楼')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '去处理 人员3 · 综合楼' })).toHaveAttribute('href', '/qyxx/zcry/ryyjxx?mode=edit&id=x&focus=periodStart');
  });

  it('says another run is under way when the server answers 409', async () => {
    serveChecks({ runs: [], findings: [] });
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    server.use(http.post('/check/datacheck/autoRy', ({ response }) => response('4XX').json({ code: 409, msg: CHECK_BUSY }, { status: 409 })));
    const { user } = renderCheckPage('performanceCheck');
    await user.click(await screen.findByRole('button', { name: '一键校验' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('已有核查正在进行，请稍后再试', expect.anything()));
    expect(screen.getByRole('status')).toHaveTextContent('未能开始校验：已有核查正在进行，请稍后再试');
    expect(screen.getByRole('button', { name: '一键校验' })).not.toHaveAttribute('aria-busy');
  });

  it('marks a finding with a required reason and shows the mark', async () => {
    const state = { runs: [RUN], findings: [finding(1)] };
    serveChecks(state);
    const marks: unknown[] = [];
    server.use(
      http.post('/check/mark', async ({ request, response }) => {
        const body = await request.json();
        marks.push(body);
        const marked = { ...finding(1), mark: { status: 'ignored' as const, reason: body.reason ?? '', markedBy: '示范企业管理员', markTime: '2026-03-02T08:00:00.000Z' } };
        state.findings = [marked];
        return response(200).json({ ...ok, data: marked });
      }),
    );
    const { user } = renderCheckPage('performanceCheck');
    await user.click(await screen.findByRole('button', { name: '忽略 人员1' }));
    const dialog = await screen.findByRole('dialog', { name: '忽略问题' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写理由')).toBeInTheDocument();
    expect(marks).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: '理由' }), '该人员已办理延续注册，证书待更新');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(marks).toEqual([{ resultId: finding(1).id, status: 'ignored', reason: '该人员已办理延续注册，证书待更新' }]);
    const table = screen.getByRole('table', { name: '人员业绩校验结果' });
    expect(within(table).getByText('已忽略')).toBeInTheDocument();
    expect(within(table).getByText('该人员已办理延续注册，证书待更新（示范企业管理员）')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '清除标记 人员1' })).toBeInTheDocument();
  });
});
