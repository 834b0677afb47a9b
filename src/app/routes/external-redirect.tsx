import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AreaRoute } from '@/app/route-handle';
import { paths } from '@/config/paths';
import { resolveExternalRedirect } from '@/lib/external-link';

interface ExternalRedirectData {
  target: string;
}

/** Spec §5: leaves for a valid http(s) `url`; anything else goes home silently, with a console warning. */
function externalRedirectLoader({ request }: LoaderFunctionArgs): ExternalRedirectData | Response {
  const raw = new URL(request.url).searchParams.get('url');
  const target = resolveExternalRedirect(raw);
  if (!target) {
    console.warn('external-redirect: missing, malformed or non-http(s) url, going home instead', raw);
    return redirect(paths.home.getHref());
  }
  // replace(): the back button returns to the page that linked here, not to this redirect.
  window.location.replace(target);
  return { target };
}

function ExternalRedirectPage() {
  const { target } = useLoaderData() as ExternalRedirectData;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <p role="status">正在跳转到外部网站…</p>
      <p className="mt-4 text-sm text-muted-foreground">
        如果页面没有自动跳转，请
        <a className="text-primary underline underline-offset-4" href={target} rel="noopener noreferrer">
          点击这里
        </a>
        。
      </p>
    </main>
  );
}

export const externalRedirectRoute: AreaRoute = {
  loader: externalRedirectLoader,
  Component: ExternalRedirectPage,
  handle: { title: '外部链接跳转' },
};
