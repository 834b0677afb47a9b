import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** The app's one toast outlet; call `toast.error(…)` from 'sonner' anywhere. */
export function Toaster(props: ToasterProps) {
  return <Sonner position="top-center" richColors closeButton duration={4000} containerAriaLabel="通知" {...props} />;
}
