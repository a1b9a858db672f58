import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertInstance } from '@/domain/alert-engine';
import { testIntl, withIntl } from '@/testing/intl';
import { FiringTable } from './firing-table';
import { notificationsFor } from './notifications';

afterEach(cleanup);

const alerts: AlertInstance[] = [
  {
    id: 'critical-error|unit:g1@1',
    key: 'critical-error|unit:g1',
    rule: 'critical-error',
    subject: { kind: 'unit', guid: 'g1', label: 'SN-1' },
    phase: 'firing',
    since: 0,
    polls: 2,
    value: '2 critical errors',
    detail: { code: 'critical', count: 2 },
  },
  {
    id: 'service-due|unit:g2@1',
    key: 'service-due|unit:g2',
    rule: 'service-due',
    subject: { kind: 'unit', guid: 'g2', label: 'SN-2' },
    phase: 'firing',
    since: 0,
    polls: 2,
    value: 'lamps 540 h of 600 h, over 90 % (not enough usage data for a forecast)',
    detail: {
      code: 'counters',
      counters: [{ kind: 'share', type: 'lamps', value: 540 * 60, limit: 600 * 60 }],
    },
  },
];

describe('FiringTable in Dutch', () => {
  it('names the rules, values and actions in Dutch', async () => {
    const actions = { acknowledge: () => undefined, snooze: () => undefined };
    const router = createMemoryRouter([
      { path: '/', element: <FiringTable alerts={alerts} company={undefined} actions={actions} /> },
    ]);
    render(<RouterProvider router={router} />, { wrapper: withIntl(undefined, 'nl') });
    expect(await screen.findByRole('columnheader', { name: 'Regel' })).toBeInTheDocument();
    expect(screen.getByText('Kritieke fout actief')).toBeInTheDocument();
    expect(screen.getByText('2 kritieke fouten')).toBeInTheDocument();
    expect(
      screen.getByText(
        'lamps 540 uur van 600 uur, boven 90 % (te weinig gebruiksgegevens voor een prognose)',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Bevestigen' })).toHaveLength(2);
  });

  it('writes desktop notifications in the language given', () => {
    expect(notificationsFor(alerts.slice(0, 1), testIntl('de'))).toMatchObject([
      { title: 'Kritischer Fehler aktiv: SN-1', body: '2 kritische Fehler' },
    ]);
    expect(notificationsFor(alerts.slice(0, 1))[0]).toMatchObject({
      title: 'Critical error active: SN-1',
      body: '2 critical errors',
    });
  });
});
