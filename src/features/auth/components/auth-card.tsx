import { useId, type ReactNode } from 'react';

/** The centred card every sign-in page sits in, with the page title as its h1. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const titleId = useId();
  return (
    <div className="flex min-h-[calc(100dvh-12rem)] w-full items-start justify-center bg-linear-to-b from-secondary to-background px-4 py-8 sm:items-center sm:py-12">
      <section aria-labelledby={titleId} className="w-full max-w-md rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <h1 id={titleId} className="mb-6 text-center text-2xl font-semibold text-foreground">
          {title}
        </h1>
        {children}
        {footer ? <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-sm">{footer}</div> : null}
      </section>
    </div>
  );
}
