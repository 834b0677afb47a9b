import { MessageCircleMore } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { WECHAT_QR_URL } from '@/config/site';
import { WECHAT_QR_TITLE } from '../constants';

const loadDialog = () => import('./wechat-qr-dialog');
// The modal (and Radix Dialog with it) stays out of the first-load bundle; hover or focus starts fetching it.
const WechatQrDialog = lazy(loadDialog);

/**
 * The floating "add our enterprise WeChat" button and its modal (spec §2). The QR image comes from
 * `VITE_WECHAT_QR_URL`; pass `qrUrl` to override it (tests, previews).
 *
 * @example {chrome.wechatQr ? <WechatQrButton /> : null}
 */
export function WechatQrButton({ qrUrl = WECHAT_QR_URL }: { qrUrl?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={WECHAT_QR_TITLE}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="fixed right-3 bottom-24 z-40 flex flex-col items-center gap-1 rounded-lg bg-primary px-2 py-2.5 text-xs text-primary-foreground shadow-lg transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:right-4"
      >
        <MessageCircleMore className="size-6" aria-hidden="true" />
        <span aria-hidden="true" className="hidden [writing-mode:vertical-rl] sm:block">
          企业微信
        </span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <WechatQrDialog qrUrl={qrUrl} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
