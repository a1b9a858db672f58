import { useIntl } from 'react-intl';
import type { DeviceLog } from '@/api/schemas';
import { useFormat } from '@/lib/use-format';
import { messages } from './messages';

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

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-md bg-surface-muted p-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
      {detail && <dd className="text-xs text-fg-muted">{detail}</dd>}
    </div>
  );
}

export function SessionFigures({ log }: { log: DeviceLog }) {
  const intl = useIntl();
  const f = useFormat();
  const session = log.session;
  if (!session) {
    return <p className="text-sm text-fg-muted">{intl.formatMessage(messages.noFigures)}</p>;
  }
  const notSent = intl.formatMessage(messages.notSent);
  const pauses = session.pause_times;
  const counters = countersOf(session.minute_counters);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure
          label={intl.formatMessage(messages.sessionTime)}
          value={f.seconds(session.session_time)}
          detail={session.session_time !== undefined ? `${session.session_time} s` : notSent}
        />
        <Figure
          label={intl.formatMessage(messages.pauseTime)}
          value={f.seconds(session.pause_time)}
          detail={session.pause_time !== undefined ? `${session.pause_time} s` : notSent}
        />
        <Figure
          label={intl.formatMessage(messages.pauses)}
          value={pauses === undefined ? '—' : intl.formatNumber(pauses)}
        />
      </dl>
      {counters.length > 0 && (
        <table className="w-full max-w-xl text-sm">
          <caption className="mb-1 text-left text-sm font-semibold">
            {intl.formatMessage(messages.countersCaption)}
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-3 text-left font-medium">
                {intl.formatMessage(messages.counter)}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {intl.formatMessage(messages.time)}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {intl.formatMessage(messages.minutes)}
              </th>
            </tr>
          </thead>
          <tbody>
            {counters.map((c, i) => (
              <tr key={`${c.label ?? ''}-${i}`} className="border-b border-line-subtle">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {c.label ?? intl.formatMessage(messages.counterN, { number: c.number })}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{f.minutes(c.minutes)}</td>
                <td className="py-1 text-right font-mono tabular-nums">
                  {c.minutes ?? JSON.stringify(c.raw)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
