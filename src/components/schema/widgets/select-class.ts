import { cn } from '@/lib/cn';

/** The look of the native selects the widgets use, matching `Input`. */
export const selectClass = cn(
  'h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm shadow-xs',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50 aria-invalid:border-destructive',
);
