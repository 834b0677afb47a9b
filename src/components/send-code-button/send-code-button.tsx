import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { useCountdown } from './use-countdown';

/** Seconds before another code may be requested (server RESEND_SECONDS; contract CodeSent.resendIn). */
export const RESEND_SECONDS = 60;

interface SendCodeButtonProps {
  /** Sends the code; resolves to the seconds to wait before resending, or null when nothing was sent (invalid input). */
  onSend(): Promise<number | null>;
  disabled?: boolean;
}

/**
 * 获取验证码 with a resend countdown, for a code field's addon. A 429 "请 N 秒后再试" also starts the countdown
 * from N; any other failure leaves the button ready to try again.
 *
 * @example <TextField label="验证码" addon={<SendCodeButton onSend={sendCode} />} {...form.register('code')} />
 */
export function SendCodeButton({ onSend, disabled }: SendCodeButtonProps) {
  const countdown = useCountdown(RESEND_SECONDS);
  const [pending, setPending] = useState(false);

  const send = async () => {
    setPending(true);
    try {
      const wait = await onSend();
      if (wait !== null) countdown.start(wait || RESEND_SECONDS);
    } catch (error) {
      // The client middleware has already shown the message.
      const retryIn = error instanceof ApiError && error.code === 429 ? /(\d+)\s*秒/.exec(error.message)?.[1] : undefined;
      if (retryIn) countdown.start(Number(retryIn));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      className="h-10 min-w-30 shrink-0"
      disabled={disabled || pending || countdown.running}
      onClick={() => void send()}
    >
      {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
      {countdown.running ? `${countdown.remaining} 秒后重新获取` : pending ? '发送中…' : '获取验证码'}
    </Button>
  );
}
