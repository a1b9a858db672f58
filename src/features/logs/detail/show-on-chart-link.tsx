import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import { paths } from '@/config/paths';
import { chartWindowAround } from '@/domain/equipment/log-markers';
import { messages } from './messages';

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** Opens the temperature charts around this log, with the log events shown. */
export function ShowOnChartLink({
  log,
  guid,
  company,
}: {
  log: DeviceLogEntry;
  guid: string;
  company: string | undefined;
}) {
  const intl = useIntl();
  const { from, to } = chartWindowAround(log);
  const params = new URLSearchParams({ from: iso(from), to: iso(to), events: '1' });
  return (
    <Link
      to={paths.temperatures.href(guid, company, params)}
      className="rounded-md border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-hover"
    >
      {intl.formatMessage(messages.showOnChart)}
    </Link>
  );
}
