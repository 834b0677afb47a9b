import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { WordClickCaptcha } from './word-click-captcha';

interface CaptchaDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onVerified(ticket: string): void;
}

/** 请完成安全验证: the word-click captcha in a dialog; each opening loads a fresh captcha. */
export function CaptchaDialog({ open, onOpenChange, onVerified }: CaptchaDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>请完成安全验证</DialogTitle>
          <DialogDescription>按提示顺序点击图片中的文字，完成后自动登录。</DialogDescription>
        </DialogHeader>
        {open ? <WordClickCaptcha onVerified={onVerified} /> : null}
      </DialogContent>
    </Dialog>
  );
}
