import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useMayOpen } from '@/lib/permissions/use-may-open';
import type { InfoCentreCard as CardConfig } from '../info-centre-cards';

interface InfoCentreCardProps {
  card: CardConfig;
  /** The card's count call; undefined when the session may not make it. */
  query?: UseQueryResult<unknown, unknown>;
}

interface CardBodyProps {
  card: CardConfig;
  query: UseQueryResult<unknown, unknown>;
  mayOpen: (path: string) => boolean;
}

function CardBody({ card, query, mayOpen }: CardBodyProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`${card.title}加载中`} className="grid gap-2">
        <div className="h-8 w-16 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm text-destructive">
        {query.error instanceof Error && query.error.message ? query.error.message : '加载失败'}
        <Button variant="outline" size="sm" aria-label={`重试 ${card.title}`} onClick={() => void query.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  // The card's selectors were checked against its own source when the cards were declared.
  const counts = query.data as never;
  return (
    <>
      <p className="text-3xl font-semibold tabular-nums">{card.total(counts)}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {card.stats.map((stat) => (
          <div key={stat.label} className="flex min-w-0 justify-between gap-2">
            <dt className="text-muted-foreground">
              {stat.href && mayOpen(stat.href) ? (
                <Link to={stat.href} aria-label={`${card.title}：${stat.label}`} className="hover:underline">
                  {stat.label}
                </Link>
              ) : (
                stat.label
              )}
            </dt>
            <dd className="tabular-nums">{stat.value(counts)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * One count card of the information centre. The title and breakdown labels link to their pages, where the session
 * may open them (spec §6, as the side menu decides); a page it may not open is named without a link.
 */
export function InfoCentreCard({ card, query }: InfoCentreCardProps) {
  const mayOpen = useMayOpen();
  const titleId = `info-centre-${card.key}`;
  return (
    <section aria-labelledby={titleId} aria-busy={query?.isPending || undefined} className="grid min-w-0 content-start gap-3 rounded-md border bg-card p-4">
      <h2 id={titleId} className="font-semibold">
        {mayOpen(card.href) ? (
          <Link to={card.href} className="hover:underline">
            {card.title}
          </Link>
        ) : (
          card.title
        )}
      </h2>
      {query ? <CardBody card={card} query={query} mayOpen={mayOpen} /> : null}
    </section>
  );
}
