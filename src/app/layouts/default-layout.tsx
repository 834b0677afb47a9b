import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { KeepAliveOutlet } from '@/components/layouts/keep-alive-outlet';
import { AiChat } from '@/features/ai-chat/components/ai-chat';
import { SiteHeader } from '@/features/header/site-header';
import { WechatQrButton } from '@/features/wechat-qr/components/wechat-qr-button';
import { chromeFor } from '@/components/layouts/chrome';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { SiteFooter } from '@/components/layouts/site-footer';
import { isLoggedIn, useSession } from '@/stores/session-store';

// Loaded only for a signed-in member with an enterprise, so a visitor's first load does not carry it.
const ReminderCountSync = lazy(() => import('@/components/reminders/reminder-count-sync').then((m) => ({ default: m.ReminderCountSync })));

/**
 * The portal layout (spec §2): skip link, header, main content, footer, the enterprise-WeChat button and the
 * AI chat, each shown per `chromeFor(pathname)`. Renders the matched route, or `children` (the error pages,
 * which replace the root layout and so bring their own chrome). It keeps the session's unread reminder count
 * (the header's badge) polled.
 *
 * @example <DefaultLayout><NotFoundPage /></DefaultLayout>
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const chrome = chromeFor(useLocation().pathname);
  const member = useSession((state) => isLoggedIn(state) && Boolean(state.ent));
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children ?? <KeepAliveOutlet />}
      </main>
      <SiteFooter nav={chrome.footerNav} copyright={chrome.copyright} />
      {chrome.wechatQr ? <WechatQrButton /> : null}
      <AiChat hidden={!chrome.aiChat} />
      {member ? (
        <Suspense fallback={null}>
          <ReminderCountSync />
        </Suspense>
      ) : null}
    </div>
  );
}
