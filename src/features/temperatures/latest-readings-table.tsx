import { memo } from 'react';
import { useIntl } from 'react-intl';
import { describeSensor, sensorColor } from '@/domain/sensors';
import { useFormat } from '@/lib/use-format';
import { messages, valueMessages } from './messages';
import { sensorDescription } from './texts';
import type { SensorStats } from './model/temperature-columns';

interface LatestReadingsTableProps {
  stats: readonly SensorStats[];
  hidden: ReadonlySet<string>;
  onToggle: (sensor: string) => void;
  onOpenLog: (logIndex: number) => void;
}

/**
 * The charts' legend and their text alternative: latest value, min and max per sensor. Clicking
 * a row (or its switch) shows or hides the sensor's line; the latest value opens that log.
 */
export const LatestReadingsTable = memo(function LatestReadingsTable({
  stats,
  hidden,
  onToggle,
  onOpenLog,
}: LatestReadingsTableProps) {
  const intl = useIntl();
  // A plain table: 20-odd rows need no virtual rows, and DataTable's virtualiser (~10 kB gzip)
  // would be downloaded for this page only.
  const head = 'px-1.5 py-1.5 font-semibold';
  const number = 'text-right whitespace-nowrap tabular-nums';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-base font-semibold">
          {intl.formatMessage(messages.latestReadings)}
        </caption>
        <thead className="border-b border-line text-left text-xs text-fg-muted">
          <tr>
            <th scope="col" className={`${head} text-left font-medium`}>
              {intl.formatMessage(messages.sensor)}
            </th>
            <th scope="col" className={head}>
              {intl.formatMessage(messages.description)}
            </th>
            <th scope="col" className={`${head} ${number}`}>
              {intl.formatMessage(messages.latest)}
            </th>
            <th scope="col" className={`${head} ${number}`}>
              {intl.formatMessage(messages.min)}
            </th>
            <th scope="col" className={`${head} ${number}`}>
              {intl.formatMessage(messages.max)}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.map((s) => (
            <SensorRow
              key={s.sensor}
              stats={s}
              shown={!hidden.has(s.sensor)}
              onToggle={onToggle}
              onOpenLog={onOpenLog}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** One sensor; clicking the row (or its switch) shows or hides its line. */
const SensorRow = memo(function SensorRow({
  stats: s,
  shown,
  onToggle,
  onOpenLog,
}: {
  stats: SensorStats;
  shown: boolean;
  onToggle: (sensor: string) => void;
  onOpenLog: (logIndex: number) => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const cell = 'px-1.5 py-1.5';
  const number = `${cell} text-right whitespace-nowrap tabular-nums`;
  return (
    <tr
      onClick={() => onToggle(s.sensor)}
      className={`cursor-pointer border-b border-line-subtle last:border-b-0 hover:bg-surface-hover ${shown ? '' : 'text-fg-subtle'}`}
    >
      <th scope="row" className={`${cell} text-left font-medium`}>
        <SensorToggle sensor={s.sensor} shown={shown} onToggle={onToggle} />
      </th>
      <td className={cell}>
        {sensorDescription(intl, s.sensor) ?? (
          <span className="text-fg-subtle italic">
            {intl.formatMessage(messages.noDescription)}
          </span>
        )}
      </td>
      <td className={number}>
        {s.latestIndex === undefined ? (
          '—'
        ) : (
          <button
            type="button"
            className="rounded px-1 underline decoration-dotted underline-offset-2 hover:decoration-solid"
            title={intl.formatMessage(valueMessages.openLogOf, {
              time: f.absoluteTime(s.latestAt),
            })}
            onClick={(e) => {
              e.stopPropagation();
              onOpenLog(s.latestIndex!);
            }}
          >
            {f.celsius(s.latest)}
          </button>
        )}
      </td>
      <td className={number}>{f.celsius(s.min)}</td>
      <td className={number}>{f.celsius(s.max)}</td>
    </tr>
  );
});

/** The sensor's switch; its cell handles its own clicks, the label already toggles the box. */
function SensorToggle({
  sensor,
  shown,
  onToggle,
}: {
  sensor: string;
  shown: boolean;
  onToggle: (sensor: string) => void;
}) {
  const intl = useIntl();
  const info = describeSensor(sensor);
  return (
    <label
      className="inline-flex cursor-pointer items-center gap-2"
      onClick={(e) => e.stopPropagation()}
    >
      <input
        type="checkbox"
        checked={shown}
        onChange={() => onToggle(sensor)}
        className="h-4 w-4 cursor-pointer"
        style={{ accentColor: sensorColor(sensor) }}
      />
      <span
        aria-hidden
        className="inline-block h-0.5 w-4 rounded"
        style={{ backgroundColor: sensorColor(sensor) }}
      />
      <span className={shown ? '' : 'line-through'}>
        <span className="sr-only">{intl.formatMessage(messages.showSensor)}</span>
        {info.label}
      </span>
    </label>
  );
}
