import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { WECHAT_QR_TITLE } from '../constants';
import { WechatQrServices } from './wechat-qr-services';

interface WechatQrDialogProps {
  qrUrl?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Gets focus back on close; the dialog has no Radix trigger to return to. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The 添加企业微信 modal: the QR image (or a not-configured notice) and the four services. Loaded on first use. */
export default function WechatQrDialog({ qrUrl, open, onOpenChange, returnFocusTo }: WechatQrDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{WECHAT_QR_TITLE}</DialogTitle>
          <DialogDescription>微信扫一扫，添加专属客服，为您提供以下服务：</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center">
          {qrUrl ? (
            <img src={qrUrl} alt="企业微信二维码" width={200} height={200} className="size-50 rounded-md border bg-white p-2" />
          ) : (
            <p className="flex size-50 items-center justify-center rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
              扫码添加功能暂未配置
            </p>
          )}
        </div>
        <WechatQrServices />
      </DialogContent>
    </Dialog>
  );
}
