import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

function renderCharts() {
  const cols = columns();
  return render(
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
}

const LABEL = /line chart\. The Latest readings table lists the same sensors as text\./;

describe('TemperatureCharts', () => {
  it('paints every caption at once and the first drawings in later tasks, top first', async () => {
    const { container } = renderCharts();
    const drawn = () => container.querySelectorAll('figure path[data-sensor]').length;
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(drawn()).toBe(0);
    await waitFor(() => expect(drawn()).toBe(3));
    const order = [...container.querySelectorAll('figure path[data-sensor]')].map((p) =>
      p.getAttribute('data-sensor'),
    );
    expect(order).toEqual(['NTC1', 'LED1', 'PROBE9']);
    // Plain SVG named like the chart, with its axes; no recharts chart yet.
    expect(screen.getAllByRole('img', { name: LABEL })).toHaveLength(3);
    expect(container.querySelector('.recharts-wrapper')).toBeNull();
    const lamp = screen.getByRole('img', { name: /^Lamp temperatures, line chart/ });
    expect(lamp).toHaveTextContent('08:10');
  });

  it('becomes the recharts chart where the pointer comes, then the others; the lines stay', async () => {
    const { container } = renderCharts();
    await waitFor(() => expect(container.querySelectorAll('[data-drawing]')).toHaveLength(3));
    const before = [...container.querySelectorAll('path[data-sensor]')].map((p) =>
      p.getAttribute('d'),
    );
    const led = screen.getByRole('figure', { name: /LED temperatures/ });
    fireEvent.mouseEnter(led.querySelector('svg')!.parentElement!.parentElement!);
    // The chart pointed at first (once recharts' module is loaded), the two others a painted
    // frame after each other.
    await waitFor(() => expect(led.querySelector('.recharts-wrapper')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(led.querySelector('[data-drawing]')).toBeNull();
    await waitFor(() => expect(container.querySelectorAll('.recharts-wrapper')).toHaveLength(3), {
      timeout: 15_000,
    });
    expect(container.querySelector('[data-drawing]')).toBeNull();
    const after = [...container.querySelectorAll('path[data-sensor]')].map((p) =>
      p.getAttribute('d'),
    );
    expect(after).toEqual(before);
  }, 20_000);
});
