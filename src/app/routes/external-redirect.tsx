import { ExternalLinkIcon, ShieldAlertIcon } from 'lucide-react';
import { redirect, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { AreaRoute } from '@/app/route-handle';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RELATED_SITES, SITE_NAME } from '@/config/site';
import { resolveExternalRedirect } from '@/lib/external-link';

interface ExternalRedirectData {
  target: string;
  host: string;
  /** The host is one of the footer's related sites, so the page is already leaving for it. */
  trusted: boolean;
}

/** The footer's related official sites are followed at once; any other host gets the notice first. */
const TRUSTED_HOSTS = new Set(RELATED_SITES.map((site) => new URL(site.href).host));

/**
 * Spec §5: a missing, malformed or non-http(s) `url` goes home silently, with a console warning. A valid one
 * leaves at once for a related site, and shows the leaving notice for any other host, so a link on this site
 * cannot send a user elsewhere unawares.
 */
function externalRedirectLoader({ request }: LoaderFunctionArgs): ExternalRedirectData | Response {
  const raw = new URL(request.url).searchParams.get('url');
  const target = resolveExternalRedirect(raw);
  if (!target) {
    console.warn('external-redirect: missing, malformed or non-http(s) url, going home instead', raw);
    return redirect(paths.home.getHref());
  }
  const { host } = new URL(target);
  const trusted = TRUSTED_HOSTS.has(host);
  // replace(): the back button returns to the page that linked here, not to this redirect.
  if (trusted) window.location.replace(target);
  return { target, host, trusted };
}

function ExternalRedirectPage() {
  const data = useLoaderData() as ExternalRedirectData;
  return data.trusted ? <LeavingNow target={data.target} /> : <LeavingNotice target={data.target} host={data.host} />;
}

function LeavingNow({ target }: { target: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p role="status">正在跳转到外部网站…</p>
      <p className="mt-4 text-sm text-muted-foreground">
        如果页面没有自动跳转，请
        <a className="text-primary underline underline-offset-4" href={target} rel="noopener noreferrer">
          点击这里
        </a>
        。
      </p>
    </div>
  );
}

function LeavingNotice({ target, host }: { target: string; host: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of this tab has nowhere to go back to in the app: 返回 goes home instead.
  const goBack = () => void (location.key === 'default' ? navigate(paths.home.getHref(), { replace: true }) : navigate(-1));
  return (
    <section aria-labelledby="leaving-title" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-16">
      <div className="flex items-center gap-3">
        <ShieldAlertIcon className="size-8 shrink-0 text-warning" aria-hidden="true" />
        <h1 id="leaving-title" className="text-xl font-semibold">
          您即将离开本站
        </h1>
      </div>
      <p className="text-sm text-muted-foreground">您要访问的网站不属于{SITE_NAME}，其内容与安全性由该网站负责。请勿在其中输入本站的账号或密码。</p>
      <dl className="grid gap-2 rounded-md border bg-muted/40 p-4">
        <dt className="text-sm text-muted-foreground">目标网站</dt>
        <dd className="text-2xl font-semibold break-all">{host}</dd>
        <dt className="text-sm text-muted-foreground">完整地址</dt>
        <dd className="font-mono text-sm break-all">{target}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <a href={target} rel="noopener noreferrer" referrerPolicy="no-referrer">
            继续访问
            <ExternalLinkIcon aria-hidden="true" />
          </a>
        </Button>
        <Button type="button" variant="outline" onClick={goBack}>
          返回
        </Button>
      </div>
    </section>
  );
}

export const externalRedirectRoute: AreaRoute = {
  loader: externalRedirectLoader,
  Component: ExternalRedirectPage,
  handle: { title: '外部链接跳转' },
};
