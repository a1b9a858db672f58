import type { ReactNode } from 'react';
import { CHART_MARGIN, Y_AXIS_WIDTH } from './chart-layout';

/** A strip under the charts (states, log events): its label in the y-axis column, then `children`. */
export function ChartStrip({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div
      className="flex items-center text-xs text-fg-muted"
      style={{ marginLeft: CHART_MARGIN.left, marginRight: CHART_MARGIN.right }}
    >
      <span style={{ width: Y_AXIS_WIDTH }} className="shrink-0 pr-1 text-right leading-tight">
        {label}
      </span>
      {children}
    </div>
  );
}
