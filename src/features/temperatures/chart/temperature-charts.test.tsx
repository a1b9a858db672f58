import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { buildChartRows } from '../model/temperature-rows';
import type { LogColumns } from '../model/temperature-columns';
import { TemperatureCharts } from './temperature-charts';

afterEach(cleanup);

const T = Date.UTC(2026, 10, 22, 8);
const MIN = 60_000;
const N = 30;

// One sensor in each of three groups (lamp, LEDs, other), a log a minute.
function columns(): LogColumns {
  const times = Float64Array.from({ length: N }, (_, i) => T + i * MIN);
  const sensors = ['ntc1', 'led1', 'probe9'];
  const values = new Map(
    sensors.map((s, k) => [s, Float64Array.from({ length: N }, (_, i) => 200 + 10 * k + i)]),
  );
  return {
    window: { from: T, to: T + (N - 1) * MIN },
    times,
    guids: Array.from({ length: N }, (_, i) => `g${i}`),
    states: new Float64Array(N).fill(10),
    sensors,
    values,
    gapMs: 3 * MIN,
  };
}

describe('TemperatureCharts', () => {
  it('paints every caption at once and the charts in later tasks, top first', async () => {
    const cols = columns();
    const { container } = render(
      <TemperatureCharts
        chart={buildChartRows(cols, 600)}
        sensors={cols.sensors}
        hidden={new Set()}
        runs={[]}
        from={cols.window.from}
        to={cols.window.to}
        width={700}
        dataUpdatedAt={0}
        onOpenLog={() => undefined}
      />,
      { wrapper: withIntl() },
    );
    const charts = () => container.querySelectorAll('figure path[data-sensor]').length;
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(charts()).toBe(0);
    // Three recharts mounts in jsdom: seconds on a loaded machine.
    await waitFor(() => expect(charts()).toBe(3), { timeout: 15_000 });
    const order = [...container.querySelectorAll('figure path[data-sensor]')].map((p) =>
      p.getAttribute('data-sensor'),
    );
    expect(order).toEqual(['NTC1', 'LED1', 'PROBE9']);
  }, 20_000);
});
