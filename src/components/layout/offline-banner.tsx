import { useOnline } from '@/lib/use-online';
import { useIntl } from 'react-intl';
import { useStore } from '@/lib/create-store';
import { offlineFleetShown } from '@/lib/offline-fleet-shown';
import { useCompany } from '@/lib/use-company';
import { useFormat } from '@/lib/use-format';
import { messages } from './messages';

/**
 * While the browser has no network, React Query pauses every fetch: without this notice a page
 * would sit on "Loading…" or on old data with no hint why. When the
 * fleet on screen is the copy kept for a remembered session, it says from when
 * (docs/decisions.md#installable-app).
 */
export function OfflineBanner() {
  const intl = useIntl();
  const format = useFormat();
  const online = useOnline();
  const company = useCompany() ?? 'all';
  const shown = useStore(offlineFleetShown);
  if (online) return null;
  return (
    <div
      role="status"
      className="mb-4 rounded-md border border-attention-line bg-attention-subtle px-3 py-2 text-sm text-attention-on-soft"
    >
      {shown?.company === company && (
        <p className="font-semibold">
          {intl.formatMessage(messages.offlineCopy, { time: format.absoluteTime(shown.savedAt) })}
        </p>
      )}
      <p>{intl.formatMessage(messages.offline)}</p>
    </div>
  );
}
