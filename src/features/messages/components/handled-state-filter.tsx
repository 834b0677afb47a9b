import { cn } from '@/lib/cn';
import { HANDLED_STATES, type HandledState } from '../message-tabs';

/** 待处理 / 已处理 / 全部 for certificate messages: a group of toggle buttons, one pressed. */
export function HandledStateFilter({ value, onChange }: { value: HandledState; onChange(value: string): void }) {
  return (
    <div role="group" aria-label="处理状态" className="flex flex-wrap gap-2">
      {HANDLED_STATES.map((state) => (
        <button
          key={state.value}
          type="button"
          aria-pressed={state.value === value.value}
          onClick={() => onChange(state.value)}
          className={cn(
            'h-8 rounded-full border px-3 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            state.value === value.value ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
          )}
        >
          {state.label}
        </button>
      ))}
    </div>
  );
}
