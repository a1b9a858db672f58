import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useErrorCatalog } from '@/api/error-catalog';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { pollNote } from '@/components/fleet/poll-note';
import { PageHeader } from '@/components/ui/page-header';
import { UpdatedAgo } from '@/components/ui/updated-ago';
import { useNow } from '@/components/ui/use-now';
import { getRuntimeConfig } from '@/config/runtime-config';
import { boardWordCounts } from '@/domain/equipment/board-words';
import { BUILTIN_ERROR_CATALOG } from '@/domain/equipment/error-catalog';
import { useCompany } from '@/lib/use-company';
import { BoardCard } from './board-card';
import { boardCards } from './board-cards';
import { BoardCounts } from './board-counts';
import { KeepScreenOn } from './keep-screen-on';
import { messages, valueMessages } from './messages';
import { useCardFromHash } from './use-card-from-hash';
import { useWordMarks } from './use-word-marks';
import { FleetQueryState } from '@/components/fleet/fleet-query-state';

// A salon has a few beds; a whole fleet of cards would only slow the page (and nobody reads it).
const MAX_CARDS = 240;

/**
 * /board (docs/decisions.md#board-words): one big card per unit of the current company, for the
 * front desk. Everything comes from the fleet poll the other fleet pages share.
 */
export function BoardPage() {
  const intl = useIntl();
  const company = useCompany();
  const fleet = useFleetUnits(company);
  const catalog = useErrorCatalog(company);
  const now = useNow(15_000);
  const marks = useWordMarks(fleet.units, fleet.dataUpdatedAt);
  const entries = catalog.data?.entries ?? BUILTIN_ERROR_CATALOG;
  const { cards, words } = useMemo(() => {
    const { serviceLimitsMinutes, dueSoonDays } = getRuntimeConfig();
    const ctx = { configLimits: serviceLimitsMinutes, dueSoonDays, now: fleet.dataUpdatedAt };
    return boardCards(fleet.units, marks, entries, ctx, MAX_CARDS);
  }, [fleet.units, fleet.dataUpdatedAt, marks, entries]);
  const counts = useMemo(() => boardWordCounts(words), [words]);
  useCardFromHash(cards.length);

  return (
    <div className="space-y-4">
      <title>{intl.formatMessage(valueMessages.documentTitle, { count: words.length })}</title>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        size="lg"
        meta={
          <UpdatedAgo
            updatedAt={fleet.dataUpdatedAt}
            fetching={fleet.isFetching}
            detail={pollNote(intl, fleet.poll)}
          />
        }
        actions={<KeepScreenOn />}
      />
      <FleetQueryState
        fleet={fleet}
        company={company}
        emptyWhenNone
        loadingLabel={intl.formatMessage(messages.loading)}
        errorTitle={intl.formatMessage(messages.error)}
      >
        {() => (
          <>
            <BoardCounts counts={counts} />
            {fleet.progress && (
              <p role="status" className="text-lg">
                {fleet.progress.total
                  ? intl.formatMessage(valueMessages.receivingOf, {
                      count: fleet.progress.received,
                      total: fleet.progress.total,
                    })
                  : intl.formatMessage(valueMessages.receiving, { count: fleet.progress.received })}
              </p>
            )}
            {words.length > cards.length && (
              <p role="status" className="text-lg">
                {intl.formatMessage(valueMessages.capped, {
                  shown: cards.length,
                  total: words.length,
                })}
              </p>
            )}
            <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4">
              {cards.map((card) => (
                <BoardCard
                  key={card.guid}
                  card={card}
                  company={company}
                  now={Math.max(now, fleet.dataUpdatedAt)}
                />
              ))}
            </div>
          </>
        )}
      </FleetQueryState>
    </div>
  );
}
