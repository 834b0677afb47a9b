import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface ErrorViewProps {
  /** The large status code shown above the message, e.g. '404'. */
  code: string;
  title: string;
  detail?: ReactNode;
  illustration: ReactNode;
}

/** The shared frame of the error pages: code, message, optional detail line and the 返回首页 button. */
export function ErrorView({ code, title, detail, illustration }: ErrorViewProps) {
  return (
    <section aria-labelledby="error-title" className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <div aria-hidden="true" className="text-primary/80">
        {illustration}
      </div>
      <p aria-hidden="true" className="text-6xl font-bold tracking-wider text-primary">
        {code}
      </p>
      <h1 id="error-title" className="text-xl font-semibold text-foreground sm:text-2xl">
        {title}
      </h1>
      {detail ? <p className="max-w-prose text-sm break-words text-muted-foreground">{detail}</p> : null}
      <Button asChild size="lg" className="mt-2">
        <Link to={paths.home.getHref()}>返回首页</Link>
      </Button>
    </section>
  );
}
