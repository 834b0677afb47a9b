import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { REVIEW_OPINIONS } from '../review-opinions';

/** 受理意见解读 (/qyxx/sbslzn/slyjjd): the common review opinions, what each means and how to fix it. */
export function ReviewOpinionsPage() {
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-xl font-semibold">受理意见解读</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          资质审查中常见的不予意见、它们的含义与整改办法；整改后可在对应页面更新企业信息。申请的办理进度见
          <Link to={paths.enterpriseInfo.getHref('acceptanceGuide')} className="mx-1 text-primary underline-offset-4 hover:underline">
            受理情况指南
          </Link>
          。
        </p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {REVIEW_OPINIONS.map((opinion) => (
          <li key={opinion.id}>
            <article aria-labelledby={`opinion-${opinion.id}`} className="grid h-full gap-2 rounded-lg border bg-card p-4 text-sm">
              <h2 id={`opinion-${opinion.id}`} className="text-base font-semibold">
                {opinion.title}
              </h2>
              <p>
                <span className="font-medium">含义：</span>
                {opinion.meaning}
              </p>
              <p>
                <span className="font-medium">整改办法：</span>
                {opinion.fix}
              </p>
              {opinion.page ? (
                <p>
                  <Link to={paths.enterpriseInfo.getHref(opinion.page.key)} className="text-primary underline-offset-4 hover:underline">
                    去{opinion.page.label}整改
                  </Link>
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
