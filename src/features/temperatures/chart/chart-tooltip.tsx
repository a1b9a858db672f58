import { useIntl } from 'react-intl';
import type { TooltipContentProps } from 'recharts';
import { useFormat } from '@/lib/use-format';
import { messages } from './messages';
import type { ChartRow } from '../model/temperature-rows';

export interface TooltipLine {
  key: string;
  label: string;
  color: string;
}

interface Props {
  rows: readonly ChartRow[];
  lines: readonly TooltipLine[];
  /** Set when rows are bucket min/max: the tooltip says what a value stands for. */
  bucketNote?: string | undefined;
}

/** The hovered time and each visible sensor's value in °C; only in the chart under the mouse. */
export function ChartTooltip({
  active,
  activeIndex,
  rows,
  lines,
  bucketNote,
}: TooltipContentProps & Props) {
  const intl = useIntl();
  const f = useFormat();
  // The lines are drawn outside recharts' own series, so the row is read by the active index.
  const row =
    activeIndex === null || activeIndex === undefined ? undefined : rows[Number(activeIndex)];
  if (!active || !row) return null;
  return (
    <div className="rounded-md border border-line bg-surface/95 px-3 py-2 text-xs shadow-md">
      <p className="font-medium">{f.absoluteTime(row.t)}</p>
      {bucketNote && <p className="text-fg-muted">{bucketNote}</p>}
      <ul className="mt-1 space-y-0.5">
        {lines.map((line) => {
          const value = row[line.key];
          return (
            <li key={line.key} className="flex items-center gap-2">
              <span
                aria-hidden
                className="inline-block h-0.5 w-3"
                style={{ backgroundColor: line.color }}
              />
              <span className="flex-1">{line.label}</span>
              <span className="tabular-nums">
                {typeof value === 'number'
                  ? f.celsius(Math.round(value * 10))
                  : intl.formatMessage(messages.noReading)}
              </span>
            </li>
          );
        })}
      </ul>
      {row.li >= 0 && (
        <p className="mt-1 text-fg-muted">{intl.formatMessage(messages.clickToOpen)}</p>
      )}
    </div>
  );
}
