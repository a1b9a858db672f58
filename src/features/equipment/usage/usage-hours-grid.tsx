import { useIntl } from 'react-intl';
import type { Locale } from '@/domain/locale';
import { WEEKDAYS, type UsageSummary } from '@/domain/service/usage';
import { useLocale } from '@/lib/use-format';
import { messages } from './messages';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const two = (n: number) => String(n).padStart(2, '0');

/** Weekday names from Monday, long and short ("Monday"/"Mon", "maandag"/"ma", "Montag"/"Mo"). */
function weekdayNames(locale: Locale): { long: string[]; short: string[] } {
  if (locale === 'en') return { long: WEEKDAYS, short: WEEKDAYS.map((d) => d.slice(0, 3)) };
  // 2024-01-01 was a Monday.
  const days = WEEKDAYS.map((_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
  const names = (weekday: 'long' | 'short') => {
    const f = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
    return days.map((d) => f.format(d));
  };
  return { long: names('long'), short: names('short') };
}

/** Session starts per weekday × hour as a table whose cells are shaded by count. */
export function UsageHoursGrid({ usage }: { usage: UsageSummary }) {
  const intl = useIntl();
  const days = weekdayNames(useLocale());
  const max = Math.max(1, ...usage.grid.flat());
  const busiest = usage.busiest
    .map((b) => `${days.long[b.weekday]} ${two(b.hour)}:00 (${b.sessions})`)
    .join(', ');
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-medium">{intl.formatMessage(messages.busiestHeading)}</h3>
      <p className="text-sm text-fg-muted">
        {intl.formatMessage(messages.busiestText, { busiest, zone: usage.zoneLabel })}
      </p>
      <div
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(messages.gridRegion)}
        className="overflow-x-auto"
      >
        <table className="border-separate border-spacing-0.5 text-[10px]">
          <caption className="sr-only">{intl.formatMessage(messages.gridCaption)}</caption>
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
                  <abbr title={days.long[weekday]} className="no-underline">
                    {days.short[weekday]}
                  </abbr>
                </th>
                {hours.map((n, hour) => (
                  <td
                    key={hour}
                    title={intl.formatMessage(messages.gridCell, {
                      day: days.long[weekday] ?? '',
                      time: `${two(hour)}:00`,
                      count: n,
                    })}
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
