import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { placeMarkers } from '@/domain/equipment/log-markers';
import { deviceLogEntry } from '@/testing/documents';
import { plotWidth, Y_AXIS_WIDTH } from '../chart/chart-layout';
import { ChartMarkers } from './chart-markers';

const FROM = Date.UTC(2026, 10, 25, 12);
const TO = FROM + 3_600_000;
const WIDTH = 660;

function renderMarkers(logs: ReturnType<typeof deviceLogEntry>[]) {
  const markers = placeMarkers(logs, FROM, TO, plotWidth(WIDTH));
  const ui = (
    <ChartMarkers
      markers={markers}
      width={WIDTH}
      target={{ equipmentGuid: 'eq-1', company: 'c1' }}
    />
  );
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const { container } = render(<RouterProvider router={router} />);
  return { markers, container };
}

describe('ChartMarkers', () => {
  it('draws each event at its time over the plot, linking to its log, hidden from the keyboard', () => {
    const error = deviceLogEntry({
      type: 'error',
      log_date: FROM + 30 * 60_000,
      json_data: { error_id: 'E10', description: 'Maximum temperature canopy' },
    });
    const session = deviceLogEntry({
      type: 'session',
      log_date: FROM + 45 * 60_000,
      session: { session_time: 600, pause_time: 0, pause_times: 0 },
    } as never);
    const { container } = renderMarkers([error, session]);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const kinds = [...svg.querySelectorAll('g[data-kind]')].map((g) => g.getAttribute('data-kind'));
    // The session (10 min, logged at its end at :45) starts at :35, after the error at :30.
    expect(kinds).toEqual(['error', 'session-start', 'session-end']);

    const e = svg.querySelector('g[data-kind="error"]')!;
    // Half-way through the window: half-way across the plot, right of the value axis.
    const plot = plotWidth(WIDTH);
    expect(Number(e.getAttribute('data-x'))).toBe(Math.floor(plot / 2));
    expect(e.querySelector('line')).toHaveAttribute(
      'x1',
      String(Y_AXIS_WIDTH + Math.floor(plot / 2) + 0.5),
    );
    const link = e.querySelector('a')!;
    expect(link.getAttribute('href')).toContain(error.guid);
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(link.querySelector('title')?.textContent).toMatch(
      /^Error at .*: E10: Maximum temperature canopy$/,
    );
  });

  it('keeps at most one marker per pixel column, the most telling, and says how many it hides', () => {
    const at = FROM + 10 * 60_000;
    const logs = [
      deviceLogEntry({ type: 'boot', log_date: at, json_data: { reason: 'watchdog' } }),
      deviceLogEntry({ type: 'error', log_date: at + 100, json_data: { error_id: 'E9' } }),
      deviceLogEntry({ type: 'parameter', log_date: at + 200, json_data: {} }),
    ];
    const { container, markers } = renderMarkers(logs);
    expect(markers).toHaveLength(1);
    const groups = container.querySelectorAll('g[data-kind]');
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveAttribute('data-kind', 'error');
    expect(groups[0]!.querySelector('title')?.textContent).toContain(
      '(+2 more in this pixel column)',
    );
  });

  it('draws nothing when the window has no events', () => {
    const { container } = renderMarkers([deviceLogEntry({ type: 'event', log_date: FROM + 1 })]);
    expect(container.querySelector('svg')).toBeNull();
  });
});
