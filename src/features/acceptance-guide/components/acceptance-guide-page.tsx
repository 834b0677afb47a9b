import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { useSession } from '@/stores/session-store';
import { APPLICATION_PAGE_SIZE, useApplicationSearch } from '../api/use-applications';
import { ApplicationCard } from './application-card';
import { ApplicationSearchForm } from './application-search-form';

function Notice({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : 'status'} className="rounded-lg border border-dashed bg-card p-8 text-center text-muted-foreground">
      {children}
    </div>
  );
}

/**
 * 受理情况指南 (/qyxx/sbslzn/sbrkzn): qualification applications found by enterprise-name keywords, each with its
 * review timeline. The keywords and page live in the URL; without them the signed-in enterprise's name is searched.
 */
export function AcceptanceGuidePage() {
  const entName = useSession((state) => state.ent?.entName ?? '');
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords') ?? entName;
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const query = useApplicationSearch(keywords, pageNum);
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / APPLICATION_PAGE_SIZE));
  const goTo = (next: { keywords?: string; pageNum?: number }) =>
    setParams({ keywords: next.keywords ?? keywords, ...(next.pageNum && next.pageNum > 1 ? { pageNum: String(next.pageNum) } : {}) });

  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-xl font-semibold">受理情况指南</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          按企业名称查询资质申请的受理与审查进度：受理 → 专家评审 → 公示 → 公告/发证。审查时限为两个月，按 60 个自然日计。
          收到不予意见时，可查看
          <Link to={paths.enterpriseInfo.getHref('acceptanceOpinions')} className="mx-1 text-primary underline-offset-4 hover:underline">
            受理意见解读
          </Link>
          了解含义与整改办法。
        </p>
      </div>
      <ApplicationSearchForm key={keywords} keywords={keywords} onSearch={(text) => goTo({ keywords: text })} />
      {keywords.trim() === '' ? (
        <Notice>请输入企业名称关键字查询资质申请的受理情况。</Notice>
      ) : query.isPending ? (
        <Notice>正在查询…</Notice>
      ) : query.isError ? (
        <Notice alert>
          <p className="text-destructive">{query.error instanceof Error && query.error.message ? query.error.message : '查询失败'}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            重试
          </Button>
        </Notice>
      ) : total === 0 ? (
        <Notice>未找到企业名称包含“{keywords}”的资质申请。</Notice>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            共 {total} 条{query.isFetching ? '，查询中…' : ''}
          </p>
          <div className="grid gap-4" aria-busy={query.isFetching || undefined}>
            {query.data.rows.map((app) => (
              <ApplicationCard key={app.uuid} app={app} />
            ))}
          </div>
          {pageCount > 1 ? (
            <nav aria-label="分页" className="flex items-center justify-end gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={pageNum <= 1} onClick={() => goTo({ pageNum: pageNum - 1 })}>
                上一页
              </Button>
              <span>
                第 {Math.min(pageNum, pageCount)} / {pageCount} 页
              </span>
              <Button variant="outline" size="sm" disabled={pageNum >= pageCount} onClick={() => goTo({ pageNum: pageNum + 1 })}>
                下一页
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
