/**
 * Runs `task` now and then every `intervalMs` on an unref'd timer, never two runs at once in this process; a
 * failure goes to `onError`, never thrown. Call the returned function on shutdown: it stops the timer and waits
 * for a run in progress.
 *
 * @example const stop = schedulePeriodic(() => sweep(db), 600_000, (err) => log.error({ err }, '清理失败'));
 */
export function schedulePeriodic(task: () => Promise<void>, intervalMs: number, onError: (err: unknown) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
