import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { useRunCheck } from '../api/check-runs';
import { CHECK_BUSY, type CheckArea, type CheckRun, type CheckScope } from '../check-areas';
import { runSummary } from '../check-labels';

interface RunCheckButtonProps {
  area: CheckArea;
  /** What to check; none checks everything. */
  scope?: CheckScope | undefined;
  label?: string;
  onDone?: (run: CheckRun) => void;
  /** Told when a run starts and when it is over, e.g. to keep a flow from moving on meanwhile. */
  onRunningChange?: (running: boolean) => void;
}

/**
 * Starts a run of the area's check. The call is synchronous, so while it lasts the button is busy, an indeterminate
 * progress bar shows and a status line (read out politely) says so; then the line gives the outcome.
 */
export function RunCheckButton({ area, scope, label = '一键校验', onDone, onRunningChange }: RunCheckButtonProps) {
  const run = useRunCheck(area.run);
  const [status, setStatus] = useState('');
  const running = run.isPending;
  const start = async () => {
    // Stays focusable while busy (aria-disabled), so keyboard focus is not dropped; a second press does nothing.
    if (running) return;
    setStatus('正在校验，请稍候…');
    onRunningChange?.(true);
    try {
      const result = await run.mutateAsync(scope);
      setStatus(`校验完成：${runSummary(area, result)}`);
      onRunningChange?.(false);
      onDone?.(result);
    } catch (error) {
      setStatus(error instanceof ApiError && error.code === 409 ? `未能开始校验：${CHECK_BUSY}` : '校验未完成，请稍后重试');
      onRunningChange?.(false);
    }
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void start()} aria-disabled={running || undefined} aria-busy={running || undefined} className={running ? 'opacity-70' : undefined}>
          {running ? <LoaderCircle aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
          {running ? '校验中…' : label}
        </Button>
        {running ? (
          <div role="progressbar" aria-label="校验进度" aria-valuetext="正在校验" className="h-2 w-40 max-w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full w-full animate-pulse rounded-full bg-primary/60" />
          </div>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
