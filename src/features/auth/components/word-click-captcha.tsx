import { RefreshCwIcon, RotateCcwIcon, Undo2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useWordClickCaptcha } from '../api/use-word-click-captcha';
import { CaptchaImage } from './captcha-image';

/** The prompt above the image, e.g. 请依次点击：「建」「筑」「企」「业」. */
export function captchaPrompt(words: readonly string[]): string {
  return `请依次点击：${words.map((word) => `「${word}」`).join('')}`;
}

/**
 * The word-click captcha: prompt, picture with numbered marks, status, and 撤销 / 重置 / 刷新.
 * It needs sight (the contract has no audio or text alternative); keyboard users can pick with the arrow keys.
 */
export function WordClickCaptcha({ onVerified }: { onVerified: (ticket: string) => void }) {
  const { captcha, points, failed, loading, loadError, checking, addPoint, undo, reset, refresh } = useWordClickCaptcha(onVerified);

  const status = loadError
    ? '验证码加载失败，请点击刷新'
    : checking
      ? '验证中…'
      : failed
        ? '验证失败，请重试'
        : captcha
          ? `已点击 ${points.length}/${captcha.words.length}`
          : '';

  return (
    <div className="grid gap-3">
      <p className="text-sm">{captcha ? captchaPrompt(captcha.words) : '正在加载验证码…'}</p>
      {captcha ? (
        <CaptchaImage
          image={captcha.image}
          width={captcha.width}
          height={captcha.height}
          points={points}
          busy={loading || checking}
          onPick={addPoint}
          onUndo={undo}
        />
      ) : (
        <div className="mx-auto aspect-[2/1] w-full max-w-80 animate-pulse rounded-md bg-muted" aria-hidden="true" />
      )}
      <p role="status" aria-live="polite" className={cn('min-h-5 text-sm', failed || loadError ? 'text-destructive' : 'text-muted-foreground')}>
        {status}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={undo} disabled={points.length === 0 || checking}>
          <Undo2Icon aria-hidden="true" />
          撤销
        </Button>
        <Button variant="outline" size="sm" onClick={reset} disabled={points.length === 0 || checking}>
          <RotateCcwIcon aria-hidden="true" />
          重置
        </Button>
        <Button variant="outline" size="sm" onClick={refresh} disabled={loading || checking}>
          <RefreshCwIcon aria-hidden="true" />
          刷新
        </Button>
      </div>
    </div>
  );
}
