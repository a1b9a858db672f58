import { useIntl } from 'react-intl';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
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

interface GridRow {
  weekday: number;
  hours: readonly number[];
}

function heat(n: number, max: number) {
  return {
    backgroundColor:
      n === 0
        ? 'var(--color-surface-strong)'
        : `color-mix(in oklab, var(--color-accent-solid) ${Math.round(15 + (85 * n) / max)}%, transparent)`,
    color: n / max > 0.55 ? 'var(--color-on-accent)' : 'var(--color-fg)',
  };
}

function gridColumns(
  days: { long: string[]; short: string[] },
  max: number,
  dayHeader: string,
  cellTitle: (weekday: number, hour: number, count: number) => string,
): DataColumn<GridRow>[] {
  const day: DataColumn<GridRow> = {
    id: 'day',
    header: <span className="sr-only">{dayHeader}</span>,
    rowHeader: true,
    cellClassName: 'pr-1 font-normal text-fg-muted',
    cell: ({ weekday }) => (
      <abbr title={days.long[weekday]} className="no-underline">
        {days.short[weekday]}
      </abbr>
    ),
  };
  const hours = HOURS.map((h): DataColumn<GridRow> => ({
    id: String(h),
    header: h % 3 === 0 ? two(h) : <span className="sr-only">{two(h)}</span>,
    cellClassName: 'h-5 rounded-sm p-0 text-center tabular-nums',
    cell: ({ weekday, hours }) => {
      const n = hours[h] ?? 0;
      return (
        <span title={cellTitle(weekday, h, n)} className="block leading-5" style={heat(n, max)}>
          {n || <span className="sr-only">0</span>}
        </span>
      );
    },
  }));
  return [day, ...hours];
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
      <DataTable
        caption={intl.formatMessage(messages.gridCaption)}
        scrollLabel={intl.formatMessage(messages.gridRegion)}
        columns={gridColumns(
          days,
          max,
          intl.formatMessage(messages.colDay),
          (weekday, hour, count) =>
            intl.formatMessage(messages.gridCell, {
              day: days.long[weekday] ?? '',
              time: `${two(hour)}:00`,
              count,
            }),
        )}
        rows={usage.grid.map((hours, weekday) => ({ weekday, hours }))}
        rowKey={(row) => String(row.weekday)}
        tableClassName="border-separate border-spacing-0.5 text-[10px]"
        headClassName=""
        headerCellClassName="w-5 font-normal text-fg-muted"
        cellClassName=""
        rowClassName=""
      />
    </div>
  );
}
