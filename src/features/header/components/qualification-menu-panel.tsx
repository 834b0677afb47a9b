import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { qualificationTreeOptions } from '../api/qualification-tree';
import { QualificationColumn } from './qualification-column';

/** Spec §2: the dropdown's tabs, by qualification category. */
export const QUALIFICATION_CATEGORIES = [
  { value: '01', label: '勘察' },
  { value: '02', label: '设计' },
  { value: '03', label: '施工' },
  { value: '04', label: '监理' },
] as const;

function initialCategory(pathname: string): string {
  return /^\/zzbz\/(0[1-4])(?:-|$)/.exec(pathname)?.[1] ?? QUALIFICATION_CATEGORIES[0].value;
}

/** The 资质标准 dropdown's content: category tabs, each with one column per standard code (lazy-loaded). */
export default function QualificationMenuPanel() {
  const { pathname } = useLocation();
  const noteId = useId();
  const tree = useQuery({ ...qualificationTreeOptions(), select: (response) => response.data });

  if (tree.isPending) {
    return (
      <p role="status" className="p-6 text-sm text-muted-foreground">
        正在加载资质标准…
      </p>
    );
  }
  if (tree.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 p-6 text-sm">
        资质标准菜单加载失败。
        <Button size="sm" variant="outline" onClick={() => void tree.refetch()}>
          重试
        </Button>
      </div>
    );
  }

  return (
    <Tabs defaultValue={initialCategory(pathname)} className="p-4 sm:p-5">
      <span id={noteId} hidden>
        在新窗口打开
      </span>
      <TabsList aria-label="资质类别" className="mb-4">
        {QUALIFICATION_CATEGORIES.map((category) => (
          <TabsTrigger key={category.value} value={category.value} className="px-5">
            {category.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {QUALIFICATION_CATEGORIES.map((category) => {
        const nodes = tree.data.filter((node) => node.category === category.value);
        return (
          <TabsContent key={category.value} value={category.value}>
            {nodes.length > 0 ? (
              <div className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
                {nodes.map((node) => (
                  <QualificationColumn key={node.id} node={node} newWindowNoteId={noteId} />
                ))}
              </div>
            ) : (
              <p className="py-6 text-center text-sm text-muted-foreground">暂无资质标准</p>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
