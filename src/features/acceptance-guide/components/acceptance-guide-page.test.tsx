import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { sessionStore } from '@/stores/session-store';
import { http, server } from '@/testing/msw-server';
import { application, serveApplications } from '../testing/application-server';
import { renderAcceptancePage } from '../testing/render-acceptance-page';
import { AcceptanceGuidePage } from './acceptance-guide-page';

const PATH = paths.enterpriseInfo.getHref('acceptanceGuide');
const ENT = '华东基础建设工程有限公司';

function signIn(entName: string | null) {
  sessionStore.setState({
    token: 'test-token',
    roles: ['member'],
    ent: entName ? { entId: '00000000-0000-4000-8000-00000000e001', entName, creditCode: null } : null,
  });
}

const renderPage = (entry = PATH) => renderAcceptancePage(<AcceptanceGuidePage />, PATH, entry);

afterEach(() => sessionStore.setState({ token: '', roles: [], ent: null }));

describe('AcceptanceGuidePage', () => {
  it("searches the signed-in enterprise's name by default and shows each application's timeline", async () => {
    signIn(ENT);
    const searched = serveApplications([
      application({
        stage: 'publicity',
        reviewEndDate: '2026-04-10',
        publicityStartDate: '2026-04-11',
        publicityEndDate: '2026-04-20',
        elapsedDays: 40,
        result: 'approved',
      }),
      application({ entName: '其他建设有限公司' }),
    ]);
    renderPage();
    expect(screen.getByLabelText('企业名称关键字')).toHaveValue(ENT);
    const card = await screen.findByRole('article', { name: ENT });
    expect(searched).toEqual([ENT]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const steps = within(within(card).getByRole('list', { name: '办理进度' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.slice(0, 4))).toEqual(['受理已完', '专家评审', '公示当前', '公告/发']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('2026-03-01');
    expect(steps[1]).toHaveTextContent('2026-03-08 至 2026-04-10');
    expect(steps[2]).toHaveTextContent('2026-04-11 至 2026-04-20');
    expect(steps[3]).toHaveTextContent('未开始');
    expect(card).toHaveTextContent('审查已用 40 天 / 审查时限 60 天');
    expect(card).not.toHaveTextContent('已超期');
    expect(card).toHaveTextContent('准予');
    expect(within(card).getByRole('region', { name: '当前阶段：公示' })).toHaveTextContent('下一步：');
  });

  it('shows an overdue review in red and a rejection with its opinion', async () => {
    signIn(ENT);
    serveApplications([
      application({ elapsedDays: 75, overdueDays: 15 }),
      application({
        qualificationName: '建筑工程施工总承包二级',
        stage: 'announced',
        reviewEndDate: '2026-04-20',
        publicityStartDate: '2026-04-21',
        publicityEndDate: '2026-04-30',
        announceDate: '2026-05-03',
        elapsedDays: 50,
        result: 'rejected',
        opinion: '业绩不满足标准要求：代表工程规模不足。',
      }),
    ]);
    renderPage();
    const [overdue, rejected] = await screen.findAllByRole('article');
    expect(overdue).toHaveTextContent('已用 75 天 / 审查时限 60 天');
    expect(within(overdue!).getByText('已超期 15 天')).toHaveClass('text-destructive');
    expect(rejected).toHaveTextContent('不予');
    expect(rejected).toHaveTextContent('审查意见：业绩不满足标准要求：代表工程规模不足。');
    expect(within(rejected!).getByRole('link', { name: '查看受理意见解读' })).toHaveAttribute('href', '/qyxx/sbslzn/slyjjd');
    expect(within(rejected!).getByRole('listitem', { current: 'step' })).toHaveTextContent('公告/发证');
  });

  it('searches the keywords typed, keeps them in the address, and says when nothing matches', async () => {
    signIn(ENT);
    const searched = serveApplications([application()]);
    const { user, router } = renderPage();
    await screen.findByRole('article');
    const box = screen.getByLabelText('企业名称关键字');
    await user.clear(box);
    await user.type(box, '  不存在 企业 {Enter}');
    expect(await screen.findByText('未找到企业名称包含“不存在 企业”的资质申请。')).toBeInTheDocument();
    expect(searched).toEqual([ENT, '不存在 企业']);
    expect(router.state.location.search).toBe('?keywords=%E4%B8%8D%E5%AD%98%E5%9C%A8+%E4%BC%81%E4%B8%9A');
  });

  it('asks for keywords when there is no enterprise name, and pages through results', async () => {
    signIn(null);
    const searched = serveApplications(Array.from({ length: 12 }, (_, i) => application({ entName: `示例建设${i + 1}有限公司` })));
    const { user } = renderPage();
    expect(screen.getByText('请输入企业名称关键字查询资质申请的受理情况。')).toBeInTheDocument();
    await user.type(screen.getByLabelText('企业名称关键字'), '示例{Enter}');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('第 2 / 2 页')).toBeInTheDocument();
    expect(searched).toEqual(['示例', '示例']);
  });

  it('shows the error with a retry', async () => {
    signIn(ENT);
    server.use(http.get('/portal/sbrkzn/sbrkbykeywords', ({ response }) => response(503).json({ code: 503, msg: '服务暂不可用，请稍后再试' })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂不可用');
    serveApplications([application()]);
    await screen.findByRole('button', { name: '重试' }).then((button) => button.click());
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
