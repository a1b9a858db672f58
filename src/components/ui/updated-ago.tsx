import { useIntl, type IntlShape } from 'react-intl';
import { isLocale } from '@/domain/locale';
import { formatRelativeTime } from '@/domain/time';
import { currentIntl } from '@/lib/intl';
import { useFormat } from '@/lib/use-format';
import { messages } from './messages';
import { useNow } from './use-now';

/**
 * "Updated 4 s ago": pages poll every few seconds (docs/decisions.md#freshness), so a coarse "just
 * now" would never move.
 */
export function formatUpdatedAgo(updatedAt: number, now: number, intl: IntlShape = currentIntl()) {
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  if (seconds < 60) return intl.formatMessage(messages.updatedSeconds, { seconds });
  const locale = isLocale(intl.locale) ? intl.locale : 'en';
  return intl.formatMessage(messages.updatedAgo, {
    ago: formatRelativeTime(updatedAt, now, locale),
  });
}

/** When the data was last updated, and whether a refresh runs (docs/decisions.md#freshness). */
export function UpdatedAgo({
  updatedAt,
  fetching,
  detail,
}: {
  updatedAt: number;
  fetching?: boolean;
  /** More for the tooltip, e.g. how often the page polls. */
  detail?: string | undefined;
}) {
  const now = useNow(1_000);
  const intl = useIntl();
  const f = useFormat();
  if (!updatedAt) return null;
  return (
    <span className="text-xs text-fg-muted tabular-nums" aria-live="off">
      <time
        dateTime={new Date(updatedAt).toISOString()}
        title={`${f.absoluteTime(updatedAt)}${detail ? `. ${detail}` : ''}`}
      >
        {formatUpdatedAgo(updatedAt, now, intl)}
      </time>
      {fetching && <span className="ml-1">{intl.formatMessage(messages.refreshing)}</span>}
    </span>
  );
}
