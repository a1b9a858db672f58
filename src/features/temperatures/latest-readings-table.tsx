import { memo } from 'react';
import { describeSensor, sensorColor } from '@/domain/sensors';
import { formatAbsoluteTime } from '@/domain/time';
import { formatCelsius } from '@/domain/units';
import type { SensorStats } from './temperature-columns';

interface LatestReadingsTableProps {
  stats: readonly SensorStats[];
  hidden: ReadonlySet<string>;
  onToggle: (sensor: string) => void;
  onOpenLog: (logIndex: number) => void;
}

const cell = 'px-1.5 py-1.5';

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
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-base font-semibold">Latest readings</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className={cell}>
              Sensor
            </th>
            <th scope="col" className={cell}>
              Description
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Latest
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Min
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Max
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.map((s) => {
            const info = describeSensor(s.sensor);
            const shown = !hidden.has(s.sensor);
            return (
              <tr
                key={s.sensor}
                onClick={() => onToggle(s.sensor)}
                className={`cursor-pointer border-b border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60 ${shown ? '' : 'text-slate-500 dark:text-slate-400'}`}
              >
                {/* The cell handles its own clicks: the label already toggles the checkbox. */}
                <th
                  scope="row"
                  className={`${cell} text-left font-medium`}
                  onClick={(e) => e.stopPropagation()}
                >
                  <label className="inline-flex cursor-pointer items-center gap-2">
                    <input
                      type="checkbox"
                      checked={shown}
                      onChange={() => onToggle(s.sensor)}
                      className="h-4 w-4 cursor-pointer"
                      style={{ accentColor: sensorColor(s.sensor) }}
                    />
                    <span
                      aria-hidden
                      className="inline-block h-0.5 w-4 rounded"
                      style={{ backgroundColor: sensorColor(s.sensor) }}
                    />
                    <span className={shown ? '' : 'line-through'}>
                      <span className="sr-only">Show </span>
                      {info.label}
                    </span>
                  </label>
                </th>
                <td className={cell}>
                  {info.description ?? (
                    <span className="text-slate-500 italic dark:text-slate-400">
                      no description
                    </span>
                  )}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {s.latestIndex === undefined ? (
                    '—'
                  ) : (
                    <button
                      type="button"
                      className="rounded px-1 underline decoration-dotted underline-offset-2 hover:decoration-solid"
                      title={`Open the log of ${formatAbsoluteTime(s.latestAt)}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpenLog(s.latestIndex!);
                      }}
                    >
                      {formatCelsius(s.latest)}
                    </button>
                  )}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatCelsius(s.min)}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatCelsius(s.max)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
