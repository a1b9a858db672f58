import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { UsageDay } from '@/domain/service/usage';
import { SimpleTable } from '@/components/ui/simple-table';
import { useElementWidth } from '@/components/ui/use-element-width';
import { messages } from './messages';

const axisTick = { fill: 'currentColor', fontSize: 11 };
const NUMBER = 'text-right tabular-nums';

/** Sessions per day as bars, and the same numbers (with minutes) as a table beside them. */
export function UsageDaysChart({ days }: { days: readonly UsageDay[] }) {
  const intl = useIntl();
  const [box, width] = useElementWidth<HTMLDivElement>();
  const sessions = intl.formatMessage(messages.sessions);
  const rows = days.map((d) => ({ ...d, label: d.day.slice(5), minutes: Math.round(d.minutes) }));
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <figure aria-labelledby="usage-days-caption" className="min-w-0">
        <figcaption id="usage-days-caption" className="mb-1 text-sm font-medium">
          {intl.formatMessage(messages.perDayCaption)}
        </figcaption>
        <div ref={box} className="text-fg-muted">
          {width > 0 && (
            <BarChart
              width={width}
              height={180}
              data={rows}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              aria-label={intl.formatMessage(messages.chartLabel)}
            >
              <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
              <XAxis
                dataKey="label"
                tick={axisTick}
                stroke="currentColor"
                strokeOpacity={0.4}
                interval="preserveStartEnd"
                minTickGap={12}
              />
              <YAxis
                allowDecimals={false}
                width={32}
                tick={axisTick}
                stroke="currentColor"
                strokeOpacity={0.4}
              />
              <Tooltip
                isAnimationActive={false}
                cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
                contentStyle={{
                  background: 'var(--color-surface)',
                  borderColor: 'var(--color-line)',
                  color: 'var(--color-fg)',
                }}
                formatter={(v) => [String(v), sessions]}
              />
              <Bar dataKey="sessions" fill="var(--color-accent-solid)" isAnimationActive={false} />
            </BarChart>
          )}
        </div>
      </figure>
      <SimpleTable
        caption={intl.formatMessage(messages.perDayTableCaption)}
        scrollLabel={intl.formatMessage(messages.perDayRegion)}
        className="max-h-60 overflow-auto rounded-md border border-line-subtle"
        stickyHead
        columns={[
          {
            id: 'day',
            header: intl.formatMessage(messages.colDay),
            rowHeader: true,
            className: 'pl-2',
            cellClassName: 'font-normal tabular-nums',
            cell: (d) => d.day,
          },
          { id: 'sessions', header: sessions, className: NUMBER, cell: (d) => d.sessions },
          {
            id: 'minutes',
            header: intl.formatMessage(messages.colMinutes),
            className: `${NUMBER} pr-2!`,
            cell: (d) => d.minutes,
          },
        ]}
        rows={[...rows].reverse()}
        rowKey={(d) => d.day}
      />
    </div>
  );
}
