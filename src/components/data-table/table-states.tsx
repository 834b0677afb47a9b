import { Button } from '@/components/ui/button';

/** The single row shown when the current filter matches nothing. */
export function EmptyRow({ colSpan, text = '暂无数据' }: { colSpan: number; text?: string | undefined }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center text-muted-foreground">
        {text}
      </td>
    </tr>
  );
}

/** Placeholder rows while a page loads; the tbody carries aria-busy. */
export function SkeletonRows({ colSpan, count }: { colSpan: number; count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <tr key={index} aria-hidden>
      <td colSpan={colSpan} className="px-3 py-2">
        <div className="h-5 animate-pulse rounded bg-muted" />
      </td>
    </tr>
  ));
}

/** The row shown when the list call failed, with a retry button. */
export function ErrorRow({ colSpan, error, onRetry }: { colSpan: number; error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error && error.message ? error.message : '加载失败';
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center">
        <div role="alert" className="flex flex-col items-center gap-3">
          <p className="text-destructive">{message}</p>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              重试
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
