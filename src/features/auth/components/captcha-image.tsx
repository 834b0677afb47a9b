import { Loader2Icon } from 'lucide-react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';
import type { CaptchaPoint } from '../api/use-word-click-captcha';

const STEP = 8;
const BIG_STEP = 32;
const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

interface CaptchaImageProps {
  image: string;
  width: number;
  height: number;
  points: readonly CaptchaPoint[];
  busy: boolean;
  onPick(point: CaptchaPoint): void;
  onUndo(): void;
}

/**
 * The captcha picture with numbered marks. Pointer clicks are mapped from the displayed (possibly scaled) size
 * back to image pixels. Keyboard users focus the picture, move a crosshair with the arrow keys (Shift for
 * bigger steps) and pick with Enter or Space; Backspace undoes.
 */
export function CaptchaImage({ image, width, height, points, busy, onPick, onUndo }: CaptchaImageProps) {
  const [cursor, setCursor] = useState<CaptchaPoint | null>(null);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  const percent = (point: CaptchaPoint) => ({ left: `${(point.x / width) * 100}%`, top: `${(point.y / height) * 100}%` });

  const onClick = (event: MouseEvent<HTMLImageElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width > 0 ? width / rect.width : 1;
    const scaleY = rect.height > 0 ? height / rect.height : 1;
    onPick({ x: clamp((event.clientX - rect.left) * scaleX, width), y: clamp((event.clientY - rect.top) * scaleY, height) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = cursor ?? { x: width / 2, y: height / 2 };
    const move = MOVES[event.key];
    if (move) {
      const step = event.shiftKey ? BIG_STEP : STEP;
      setCursor({ x: clamp(current.x + move[0] * step, width), y: clamp(current.y + move[1] * step, height) });
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (cursor) onPick(cursor);
      else setCursor(current);
    } else if (event.key === 'Backspace') {
      onUndo();
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <div
      role="application"
      tabIndex={0}
      aria-label="验证码点选区域：方向键移动光标，回车或空格点选，退格撤销"
      onKeyDown={onKeyDown}
      onBlur={() => setCursor(null)}
      className="relative mx-auto w-full overflow-hidden rounded-md bg-muted ring-1 ring-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
    >
      <img
        src={image}
        width={width}
        height={height}
        alt="点选验证码图片"
        draggable={false}
        onClick={onClick}
        className={cn('block h-auto w-full cursor-crosshair select-none', busy && 'pointer-events-none opacity-60')}
      />
      {points.map((point, index) => (
        <span
          key={index}
          aria-hidden="true"
          data-testid="captcha-mark"
          className="pointer-events-none absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-primary text-xs font-semibold text-primary-foreground shadow"
          style={percent(point)}
        >
          {index + 1}
        </span>
      ))}
      {cursor && !busy ? (
        <span
          aria-hidden="true"
          data-testid="captcha-cursor"
          className="pointer-events-none absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-dashed border-destructive"
          style={percent(cursor)}
        >
          <span className="size-1.5 rounded-full bg-destructive" />
        </span>
      ) : null}
      {busy ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
        </span>
      ) : null}
    </div>
  );
}
