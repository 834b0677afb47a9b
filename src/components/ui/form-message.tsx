import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A field's error line; announce it with `id` + the input's `aria-describedby`. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-sm text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
