// Shared geometry: the state band lines up with the charts' plot area through these numbers.
export const CHART_MARGIN = { top: 8, right: 16, bottom: 0, left: 0 } as const;
export const Y_AXIS_WIDTH = 44;
/** Height of the time axis under the plot (labels and tick marks). */
export const X_AXIS_HEIGHT = 22;
export const CHART_HEIGHT = 180;
export const SYNC_ID = 'temperatures';

/** Plot width for a chart `width` pixels wide: the downsampler's point budget. */
export function plotWidth(width: number): number {
  return Math.max(0, width - Y_AXIS_WIDTH - CHART_MARGIN.left - CHART_MARGIN.right);
}
