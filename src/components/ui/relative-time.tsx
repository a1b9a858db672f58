import { useFormat } from '@/lib/use-format';
import { useNow } from './use-now';

/** "3 min ago" with the absolute time on hover (and for screen readers via <time>). */
export function RelativeTime({ ms, timeZone }: { ms: number | undefined; timeZone?: string }) {
  const now = useNow();
  const f = useFormat();
  if (ms === undefined || !Number.isFinite(ms)) return <span>—</span>;
  return (
    <time dateTime={new Date(ms).toISOString()} title={f.absoluteTime(ms, timeZone)}>
      {f.relativeTime(ms, now)}
    </time>
  );
}
