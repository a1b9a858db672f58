import { useIntl } from 'react-intl';
import { EmptyState } from '@/components/ui/loading';
import { messages } from './messages';

// Why the fleet list shows no row: no unit at all (yet), or none that matches.

export function FleetEmpty({
  nothingYet,
  receiving,
  company,
  filtering,
  onClearAll,
}: {
  /** No unit has arrived: the account or company has none, or they are still coming. */
  nothingYet: boolean;
  receiving: boolean;
  company: string | undefined;
  /** Filters or a search narrow the list (else the view's own choice hides every unit). */
  filtering: boolean;
  onClearAll: () => void;
}) {
  const t = useIntl().formatMessage;
  if (nothingYet) {
    const why = receiving
      ? messages.noneReceived
      : company
        ? messages.companyEmpty
        : messages.accountEmpty;
    return <EmptyState>{t(why)}</EmptyState>;
  }
  const why = filtering
    ? receiving
      ? messages.noMatchFiltersSoFar
      : messages.noMatchFilters
    : receiving
      ? messages.noMatchViewSoFar
      : messages.noMatchView;
  return (
    <EmptyState>
      {t(why)}{' '}
      <button type="button" className="font-medium underline" onClick={onClearAll}>
        {t(messages.clearAll)}
      </button>
    </EmptyState>
  );
}
