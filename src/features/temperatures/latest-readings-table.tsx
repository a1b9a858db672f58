import { memo, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { describeSensor, sensorColor } from '@/domain/equipment/sensors';
import { useFormat } from '@/lib/use-format';
import { messages, valueMessages } from './messages';
import type { SensorStats } from './model/temperature-columns';
import { sensorDescriptionColumn } from './sensor-description-column';

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
  const f = useFormat();
  const columns = useMemo(
    (): DataColumn<SensorStats>[] => [
      {
        id: 'sensor',
        header: intl.formatMessage(messages.sensor),
        rowHeader: true,
        className: 'text-left font-medium',
        cell: (s) => (
          <SensorToggle sensor={s.sensor} shown={!hidden.has(s.sensor)} onToggle={onToggle} />
        ),
      },
      sensorDescriptionColumn(intl),
      {
        id: 'latest',
        header: intl.formatMessage(messages.latest),
        className: 'text-right whitespace-nowrap tabular-nums',
        cell: (s) =>
          s.latestIndex === undefined ? (
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
          ),
      },
      {
        id: 'min',
        header: intl.formatMessage(messages.min),
        className: 'text-right whitespace-nowrap tabular-nums',
        cell: (s) => f.celsius(s.min),
      },
      {
        id: 'max',
        header: intl.formatMessage(messages.max),
        className: 'text-right whitespace-nowrap tabular-nums',
        cell: (s) => f.celsius(s.max),
      },
    ],
    [hidden, onToggle, onOpenLog, intl, f],
  );
  const rowProps = useCallback(
    (s: SensorStats) => ({
      onClick: () => onToggle(s.sensor),
      className: `cursor-pointer hover:bg-surface-hover ${hidden.has(s.sensor) ? 'text-fg-subtle' : ''}`,
    }),
    [hidden, onToggle],
  );
  return (
    <DataTable
      caption={intl.formatMessage(messages.latestReadings)}
      captionVisible
      columns={columns}
      rows={stats}
      rowKey={(s) => s.sensor}
      rowProps={rowProps}
      headClassName="border-b border-line text-left text-xs text-fg-muted"
      cellClassName="px-1.5 py-1.5"
    />
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
