import type { ChartRow } from '../model/temperature-rows';
import { CHART_HEIGHT, CHART_MARGIN, X_AXIS_HEIGHT, Y_AXIS_WIDTH, plotWidth } from './chart-layout';
import { linePath } from './series-path';

// Where everything of a sensor chart goes, computed once per chart: the first drawing (plain
// SVG) and the recharts chart that replaces it on the first pointer or focus draw the same
// paths from here, so the swap changes no pixel.

export interface PlotArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  plot: PlotArea;
  /** Time ticks and their x. */
  xTicks: { value: number; x: number }[];
  /** Value ticks and their y (also the horizontal grid lines). */
  yTicks: { value: number; y: number }[];
  /** One path per series key, in the given order ('' when it has no value in the window). */
  paths: { key: string; d: string }[];
}

export interface GeometryInput {
  width: number;
  from: number;
  to: number;
  xTicks: readonly number[];
  yAxis: { domain: readonly [number, number]; ticks: readonly number[] };
  rows: readonly ChartRow[];
  keys: readonly string[];
}

/** The plot area recharts lays out for a chart `width` wide (margins, the two axes). */
export function plotArea(width: number): PlotArea {
  return {
    x: CHART_MARGIN.left + Y_AXIS_WIDTH,
    y: CHART_MARGIN.top,
    width: plotWidth(width),
    height: CHART_HEIGHT - CHART_MARGIN.top - CHART_MARGIN.bottom - X_AXIS_HEIGHT,
  };
}

/**
 * d3's two-point linear scale, as recharts applies it (time and number axes): the same
 * arithmetic, so the same floating-point results and the same rounded path coordinates.
 */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0;
  return (value) => {
    const u = span ? (value - d0) / span : 0.5;
    return r0 * (1 - u) + r1 * u;
  };
}

export function chartGeometry(input: GeometryInput): ChartGeometry {
  const plot = plotArea(input.width);
  const x = linearScale([input.from, input.to], [plot.x, plot.x + plot.width]);
  const y = linearScale(input.yAxis.domain, [plot.y + plot.height, plot.y]);
  return {
    plot,
    xTicks: input.xTicks.map((value) => ({ value, x: x(value) })),
    yTicks: input.yAxis.ticks.map((value) => ({ value, y: y(value) })),
    paths: input.keys.map((key) => ({ key, d: linePath(input.rows, key, x, y) })),
  };
}
