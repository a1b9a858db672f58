import type { IntlShape } from 'react-intl';
import type { DeliverySummary } from '@/api/engine/notifications';
import { formattersFor } from '@/lib/use-format';
import { isLocale } from '@/domain/locale';
import { kindMessages, valueMessages } from './messages';

/** "Test: delivered 2 min ago", "Alert: failed 1 h ago (HTTP 500)". */
export function deliveryText(intl: IntlShape, d: DeliverySummary, now: number): string {
  const f = formattersFor(isLocale(intl.locale) ? intl.locale : 'en');
  const kind = intl.formatMessage(kindMessages[d.kind]);
  const when = f.relativeTime(d.doneAt ?? d.createdAt, now);
  const error = d.error ?? '';
  if (d.state === 'sent') return intl.formatMessage(valueMessages.sent, { kind, when });
  if (d.state === 'failed' || d.state === 'unknown')
    return intl.formatMessage(valueMessages.failed, { kind, when, error });
  if (d.state === 'pending' && d.attempts > 0)
    return intl.formatMessage(valueMessages.retrying, {
      kind,
      attempts: d.attempts,
      error,
      when: f.relativeTime(d.nextAt, now),
    });
  if (d.state === 'pending' || d.state === 'sending')
    return intl.formatMessage(valueMessages.pending, { kind });
  return intl.formatMessage(valueMessages.other, { kind, state: d.state });
}
