import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UsageSummary } from '@/domain/service/usage';
import { withIntl } from '@/testing/intl';
import { UsageHoursGrid } from './usage-hours-grid';

afterEach(cleanup);

const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
grid[0]![18] = 2;
grid[4]![10] = 1;
const usage: UsageSummary = {
  days: [],
  current: { sessions: 3, minutes: 45 },
  previous: undefined,
  sessionsTrend: undefined,
  averageSessionSeconds: 900,
  grid,
  busiest: [{ weekday: 0, hour: 18, sessions: 2 }],
  firstLogAt: 0,
  daysCovered: 30,
  unreadable: 0,
  zoneLabel: 'Europe/Amsterdam',
};

describe('the busiest hours in Dutch (docs/decisions.md#languages)', () => {
  it('names weekdays and counts in Dutch', () => {
    render(<UsageHoursGrid usage={usage} />, { wrapper: withIntl(undefined, 'nl') });
    expect(screen.getByRole('heading', { name: 'Drukste uren, laatste 30 dagen' })).toBeVisible();
    expect(screen.getByText(/^Drukst: maandag 18:00 \(2\)\./)).toBeInTheDocument();
    expect(screen.getByTitle('maandag 18:00: 2 sessies')).toHaveTextContent('2');
    expect(screen.getByTitle('vrijdag 10:00: 1 sessie')).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Sessies per weekdag en uur' })).toBeInTheDocument();
  });
});
