import { useIntl } from 'react-intl';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import { SimpleTable } from '@/components/ui/simple-table';
import { useFormat } from '@/lib/use-format';
import { messages } from './messages';
import { Figure } from '@/components/ui/figure';

// session_time/pause_time are seconds, minute counters minutes (docs/decisions.md#timestamps-units).

/** `label` as sent (type or name); undefined = none sent, shown as "Counter <number>". */
type Counter = {
  label: string | undefined;
  number: number;
  minutes: number | undefined;
  raw: unknown;
};

function countersOf(list: readonly unknown[] | undefined): Counter[] {
  return (list ?? []).map((item, index) => {
    const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const label =
      typeof o.type === 'string' ? o.type : typeof o.name === 'string' ? o.name : undefined;
    const minutes =
      typeof o.value === 'number' ? o.value : typeof o.minutes === 'number' ? o.minutes : undefined;
    return { label, number: index + 1, minutes, raw: item };
  });
}

export function SessionFigures({ log }: { log: DeviceLogEntry }) {
  const intl = useIntl();
  const f = useFormat();
  const session = log.session;
  if (!session) {
    return <p className="text-sm text-fg-muted">{intl.formatMessage(messages.noFigures)}</p>;
  }
  const notSent = intl.formatMessage(messages.notSent);
  const pauses = session.pauseTimes;
  const counters = countersOf(session.minuteCounters);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure
          label={intl.formatMessage(messages.sessionTime)}
          value={f.seconds(session.sessionTime)}
          detail={session.sessionTime !== undefined ? `${session.sessionTime} s` : notSent}
        />
        <Figure
          label={intl.formatMessage(messages.pauseTime)}
          value={f.seconds(session.pauseTime)}
          detail={session.pauseTime !== undefined ? `${session.pauseTime} s` : notSent}
        />
        <Figure
          label={intl.formatMessage(messages.pauses)}
          value={pauses === undefined ? '—' : intl.formatNumber(pauses)}
        />
      </dl>
      {counters.length > 0 && (
        <SimpleTable
          caption={intl.formatMessage(messages.countersCaption)}
          captionVisible
          className="max-w-xl"
          columns={[
            {
              id: 'counter',
              header: intl.formatMessage(messages.counter),
              rowHeader: true,
              cellClassName: 'font-normal',
              cell: (c) => c.label ?? intl.formatMessage(messages.counterN, { number: c.number }),
            },
            {
              id: 'time',
              header: intl.formatMessage(messages.time),
              className: 'text-right tabular-nums',
              cell: (c) => f.minutes(c.minutes),
            },
            {
              id: 'minutes',
              header: intl.formatMessage(messages.minutes),
              className: 'text-right font-mono tabular-nums',
              cell: (c) => c.minutes ?? JSON.stringify(c.raw),
            },
          ]}
          rows={counters}
        />
      )}
    </div>
  );
}
