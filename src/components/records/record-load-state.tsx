import { Button } from '@/components/ui/button';

/** Loading or failed loading of one record. */
export function RecordLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) {
    return (
      <p role="status" className="text-muted-foreground">
        加载中…
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-destructive">
      {error instanceof Error ? error.message : '加载失败'}
      <Button variant="outline" size="sm" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
