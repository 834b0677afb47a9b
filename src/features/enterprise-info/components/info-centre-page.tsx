import { useEnterpriseCounts } from '../api/use-enterprise-counts';
import { INFO_CENTRE_CARDS } from '../info-centre-cards';
import { InfoCentreCard } from './info-centre-card';

/**
 * 企业信息中心: count cards for certificates, personnel, projects and unread reminders, each opening its page when the
 * session may open it.
 */
export function InfoCentrePage() {
  const counts = useEnterpriseCounts();
  return (
    <section aria-labelledby="info-centre-title" className="grid min-w-0 gap-4">
      <h1 id="info-centre-title" className="text-xl font-semibold">
        企业信息中心
      </h1>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {INFO_CENTRE_CARDS.map((card) => (
          <InfoCentreCard key={card.key} card={card} query={counts?.[card.source]} />
        ))}
      </div>
    </section>
  );
}
