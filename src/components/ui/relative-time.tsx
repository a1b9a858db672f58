import { formatAbsoluteTime, formatRelativeTime } from '@/domain/time';
import { useNow } from './use-now';

/** "3 min ago" with the absolute time on hover (and for screen readers via <time>). */
export function RelativeTime({ ms, timeZone }: { ms: number | undefined; timeZone?: string }) {
  const now = useNow();
  if (ms === undefined || !Number.isFinite(ms)) return <span>—</span>;
  const absolute = formatAbsoluteTime(ms, timeZone);
  return (
    <time dateTime={new Date(ms).toISOString()} title={absolute}>
      {formatRelativeTime(ms, now)}
    </time>
  );
}
