import { useEffect } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { toasterMounted } from '@/lib/toast';

/** The toast outlet; raise toasts with `toast` from '@/lib/toast'. */
export function Toaster(props: ToasterProps) {
  // Sonner subscribes in its own effect, which runs before this parent's effect.
  useEffect(() => toasterMounted(), []);
  return <Sonner position="top-center" richColors closeButton duration={4000} containerAriaLabel="通知" {...props} />;
}
