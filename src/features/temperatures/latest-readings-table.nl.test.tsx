import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { LatestReadingsTable } from './latest-readings-table';
import type { SensorStats } from './model/temperature-columns';

afterEach(cleanup);

const stats: SensorStats[] = [
  {
    sensor: 'ntc1',
    latest: 253,
    latestAt: Date.UTC(2026, 10, 22, 8, 50, 12),
    latestIndex: 0,
    min: -5,
    max: 301,
    readings: 3,
  },
  { sensor: 'ntc5', readings: 0 },
];

describe('LatestReadingsTable in Dutch', () => {
  it('shows its caption, headers, sensor descriptions and temperatures in Dutch', () => {
    render(
      <LatestReadingsTable
        stats={stats}
        hidden={new Set()}
        onToggle={() => undefined}
        onOpenLog={() => undefined}
      />,
      { wrapper: withIntl(undefined, 'nl') },
    );
    expect(screen.getByRole('table', { name: 'Laatste metingen' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Omschrijving' })).toBeInTheDocument();
    expect(screen.getByText('Lamptemperatuur hemel')).toBeInTheDocument();
    expect(screen.getByText('geen omschrijving')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '25,3 °C' })).toHaveAttribute(
      'title',
      expect.stringMatching(/^Open de log van 22-11-2026/),
    );
    expect(screen.getByText('−0,5 °C')).toBeInTheDocument();
  });
});
