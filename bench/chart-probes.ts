// In-page probes for the temperature charts (recharts SVG). Self-contained, like probes.ts.

export interface ChartStats {
  charts: number;
  series: number;
  /** Points (path vertices, or recharts dots) of each series path, largest first. */
  pointsPerSeries: number[];
  dots: number;
}

/** Series = drawn paths of a chart surface that are not grid, axis, cursor or clip geometry. */
export function chartStats(): ChartStats {
  const skip =
    '.recharts-cartesian-grid, .recharts-cartesian-axis, .recharts-tooltip-cursor, .recharts-reference-area, defs, clipPath';
  const surfaces = [...document.querySelectorAll('svg.recharts-surface')];
  const points: number[] = [];
  for (const svg of surfaces) {
    for (const path of svg.querySelectorAll('path')) {
      if (path.closest(skip)) continue;
      const d = path.getAttribute('d') ?? '';
      if (!d) continue;
      const commands = d.match(/[a-zA-Z]/g) ?? [];
      const numbers = d.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? [];
      // M/L-only paths: one vertex per coordinate pair; otherwise one per drawing command.
      const onlyLines = commands.every((c) => /[MLZmlz]/.test(c));
      points.push(
        onlyLines ? Math.floor(numbers.length / 2) : commands.filter((c) => !/[Zz]/.test(c)).length,
      );
    }
  }
  return {
    charts: surfaces.length,
    series: points.length,
    pointsPerSeries: points.sort((a, b) => b - a),
    dots: document.querySelectorAll(
      'svg.recharts-surface .recharts-dot, svg.recharts-surface .recharts-line-dots circle',
    ).length,
  };
}

/** performance.now() at the paint after the chart SVGs stopped changing for quietMs (null on timeout). */
export function chartsSettled(args: {
  quietMs: number;
  timeoutMs: number;
  minCharts: number;
}): Promise<number | null> {
  const signature = () => {
    let s = 0;
    const surfaces = document.querySelectorAll('svg.recharts-surface');
    for (const p of document.querySelectorAll('svg.recharts-surface path'))
      s += (p.getAttribute('d') ?? '').length;
    return surfaces.length >= args.minCharts && s > 0 ? `${surfaces.length}:${s}` : '';
  };
  const start = performance.now();
  let last = '';
  let changedPaint = 0;
  let changedAt = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const sig = signature();
      if (sig !== last) {
        last = sig;
        changedAt = now;
        const ch = new MessageChannel();
        ch.port1.onmessage = () => (changedPaint = performance.now());
        ch.port2.postMessage(0);
      } else if (sig && now - changedAt >= args.quietMs && changedPaint) {
        return resolve(changedPaint);
      }
      if (now - start > args.timeoutMs) return resolve(null);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
