import { Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface SubmitButtonProps {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

/** The form's submit button: disabled with a spinner and `pendingLabel` while the call is in flight. */
export function SubmitButton({ pending, pendingLabel, disabled, children }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}
