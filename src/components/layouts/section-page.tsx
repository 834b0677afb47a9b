import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

interface SectionPageProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

/**
 * The frame of a portal section: breadcrumb, heading and body. Sections whose content arrives in later
 * issues render their heading and a short notice in it.
 *
 * @example <SectionPage title="政策文件" description="国家与各地建筑业政策文件" />
 */
export function SectionPage({ title, description, children }: SectionPageProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <nav aria-label="面包屑" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.home.getHref()} className="hover:text-primary">
              首页
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-foreground">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
      {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      <div className="mt-6">
        {children ?? (
          <p className="rounded-lg border border-dashed bg-card p-8 text-center text-muted-foreground">本栏目内容正在整理中，敬请期待。</p>
        )}
      </div>
    </div>
  );
}
