import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { DefaultLayout } from '@/app/layouts/default-layout';
import { NavigationProgress } from '@/components/navigation-progress';
import { usePageViewReporting } from '@/features/analytics/use-page-view-reporting';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';
import { NOT_FOUND_MESSAGE } from '@/app/not-found';
import { ChromeFallbackBoundary } from '@/components/errors/chrome-fallback-boundary';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { ServerErrorPage } from '@/components/errors/server-error-page';

/** Shown when a new release's code cannot be loaded and the guard declines to reload again. */
export const CHUNK_FAILED_DETAIL = '页面资源加载失败，请刷新页面重试';

type ErrorKind = { kind: 'not-found'; message: string } | { kind: 'server'; detail?: string } | { kind: 'chunk'; error: object };

function responseMessage(data: unknown): string | undefined {
  if (typeof data === 'string') return data || undefined;
  if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message || undefined;
  }
  return undefined;
}

function classify(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) {
    const message = responseMessage(error.data);
    return error.status === 404 ? { kind: 'not-found', message: message ?? NOT_FOUND_MESSAGE } : { kind: 'server', detail: message };
  }
  if (isChunkLoadError(error)) return { kind: 'chunk', error: error as object };
  // Other errors are bugs: their text is for developers (console), not for the page.
  return { kind: 'server' };
}

// One reload decision per failed load: StrictMode's second render and a remount of the same error page reuse it
// instead of asking the 60 s guard again (which would decline and show the 500 page while the reload is under way).
const reloadDecisions = new WeakMap<object, boolean>();

function reloadOnceFor(error: object): boolean {
  let reloaded = reloadDecisions.get(error);
  if (reloaded === undefined) {
    reloaded = reloadForChunkError();
    reloadDecisions.set(error, reloaded);
  }
  return reloaded;
}

function ChunkErrorPage({ error }: { error: object }) {
  if (reloadOnceFor(error)) {
    return (
      <p role="status" className="mx-auto px-4 py-16 text-center text-muted-foreground">
        网站已更新，正在重新加载页面…
      </p>
    );
  }
  return <ServerErrorPage detail={CHUNK_FAILED_DETAIL} />;
}

/**
 * The root route's ErrorBoundary (spec §2, §8): 404 responses show the 404 page with their message, a failed
 * chunk load reloads the page (at most once per 60 s), anything else shows the 500 page and is logged. It replaces
 * the root layout, so it brings the portal chrome itself.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const view = classify(error);
  usePageViewReporting();

  useEffect(() => {
    if (view.kind !== 'not-found') console.error(error);
  }, [error, view.kind]);

  const page =
    view.kind === 'not-found' ? <NotFoundPage message={view.message} /> : view.kind === 'server' ? <ServerErrorPage detail={view.detail} /> : <ChunkErrorPage error={view.error} />;
  return (
    <>
      <NavigationProgress />
      <ChromeFallbackBoundary fallback={page}>
        <DefaultLayout>{page}</DefaultLayout>
      </ChromeFallbackBoundary>
    </>
  );
}
