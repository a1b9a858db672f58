import { WEEKDAYS, type UsageSummary } from '@/domain/usage';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const two = (n: number) => String(n).padStart(2, '0');

/** Session starts per weekday × hour as a table whose cells are shaded by count. */
export function UsageHoursGrid({ usage }: { usage: UsageSummary }) {
  const max = Math.max(1, ...usage.grid.flat());
  const busiest = usage.busiest
    .map((b) => `${WEEKDAYS[b.weekday]} ${two(b.hour)}:00 (${b.sessions})`)
    .join(', ');
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-medium">Busiest hours, last 30 days</h3>
      <p className="text-sm text-fg-muted">
        Busiest: {busiest}. Sessions by the hour they started, in the unit&apos;s time (
        {usage.zoneLabel}).
      </p>
      <div
        tabIndex={0}
        role="region"
        aria-label="Sessions by weekday and hour"
        className="overflow-x-auto"
      >
        <table className="border-separate border-spacing-0.5 text-[10px]">
          <caption className="sr-only">Sessions started per weekday and hour, last 30 days</caption>
          <thead>
            <tr>
              <td />
              {HOURS.map((h) => (
                <th key={h} scope="col" className="w-5 font-normal text-fg-muted">
                  {h % 3 === 0 ? two(h) : <span className="sr-only">{two(h)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {usage.grid.map((hours, weekday) => (
              <tr key={weekday}>
                <th scope="row" className="pr-1 text-left font-normal text-fg-muted">
                  <abbr title={WEEKDAYS[weekday]} className="no-underline">
                    {WEEKDAYS[weekday]!.slice(0, 3)}
                  </abbr>
                </th>
                {hours.map((n, hour) => (
                  <td
                    key={hour}
                    title={`${WEEKDAYS[weekday]} ${two(hour)}:00: ${n} session${n === 1 ? '' : 's'}`}
                    className="h-5 w-5 rounded-sm text-center tabular-nums"
                    style={{
                      backgroundColor:
                        n === 0
                          ? 'var(--color-surface-strong)'
                          : `color-mix(in oklab, var(--color-accent-solid) ${Math.round(15 + (85 * n) / max)}%, transparent)`,
                      color: n / max > 0.55 ? 'var(--color-on-accent)' : 'var(--color-fg)',
                    }}
                  >
                    {n || <span className="sr-only">0</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
