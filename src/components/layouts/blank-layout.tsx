import type { ReactNode } from 'react';
import { KeepAliveOutlet } from '@/components/layouts/keep-alive-outlet';
import { MAIN_CONTENT_ID } from './skip-link';

/** The layout without chrome (spec §2), for the full-window player and the external-redirect notice. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className="flex min-h-dvh flex-col">
      {children ?? <KeepAliveOutlet />}
    </main>
  );
}
