import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface StepIndicatorProps {
  steps: readonly string[];
  /** 0-based. */
  current: number;
  /** Steps up to this one (0-based) may be revisited. */
  reachable: number;
  /** While a run is under way no step can be left. */
  locked?: boolean;
  onSelect: (step: number) => void;
}

/**
 * The steps of a guided flow as an ordered list of buttons: the current one is `aria-current="step"`, reached ones
 * can be revisited with Tab or the arrow keys, later ones are disabled.
 */
export function StepIndicator({ steps, current, reachable, locked = false, onSelect }: StepIndicatorProps) {
  const move = (event: KeyboardEvent<HTMLOListElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const delta = keys[event.key];
    if (!delta) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    buttons[(index + delta + buttons.length) % buttons.length]?.focus();
  };
  return (
    <ol aria-label="校验步骤" onKeyDown={move} className="grid gap-2 sm:grid-cols-3">
      {steps.map((label, index) => {
        const isCurrent = index === current;
        return (
          <li key={label}>
            <button
              type="button"
              aria-current={isCurrent ? 'step' : undefined}
              aria-label={`第 ${index + 1} 步：${label}`}
              disabled={locked || index > reachable}
              onClick={() => onSelect(index)}
              className={cn(
                'flex w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
                isCurrent ? 'border-primary bg-primary/5 font-medium text-primary' : 'bg-card hover:bg-accent',
              )}
            >
              <span
                aria-hidden
                className={cn('inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs', isCurrent ? 'bg-primary text-primary-foreground' : 'bg-muted')}
              >
                {index + 1}
              </span>
              <span>{label}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
