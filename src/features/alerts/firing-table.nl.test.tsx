import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertInstance } from '@/domain/alerts/alert-engine';
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
    value: 'lamps 540 h of 600 h, 90 % or more (not enough usage data for a forecast)',
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
        'Lampen 540 uur van 600 uur, 90 % of meer (te weinig gebruiksgegevens voor een prognose)',
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

  // The counter by its name and the forecast day in the language's order, on the page and in
  // the desktop notification alike (both from alert-text.ts).
  const forecast: AlertInstance = {
    ...alerts[1]!,
    id: 'service-due|unit:g3@1',
    key: 'service-due|unit:g3',
    subject: { kind: 'unit', guid: 'g3', label: 'SN-3' },
    value: 'facial_lamps 450 h of 500 h, forecast: limit on 2026-12-01',
    detail: {
      code: 'counters',
      counters: [
        {
          kind: 'forecast',
          type: 'facial_lamps',
          value: 450 * 60,
          limit: 500 * 60,
          forecastDay: '2026-12-01',
        },
      ],
    },
  };
  it.each([
    ['en', 'Facial tanner lamps 450 h of 500 h, forecast: limit on 2026-12-01'],
    ['nl', 'Gezichtsbruinerlampen 450 uur van 500 uur, prognose: limiet op 01-12-2026'],
    ['de', 'Gesichtsbräunerlampen 450 Std. von 500 Std., Prognose: Limit am 01.12.2026'],
  ] as const)('names the counter and writes the forecast day in %s', (locale, body) => {
    expect(notificationsFor([forecast], testIntl(locale))[0]?.body).toBe(body);
  });

  it('shows the forecast day in Dutch on the page', async () => {
    const actions = { acknowledge: () => undefined, snooze: () => undefined };
    const router = createMemoryRouter([
      {
        path: '/',
        element: <FiringTable alerts={[forecast]} company={undefined} actions={actions} />,
      },
    ]);
    render(<RouterProvider router={router} />, { wrapper: withIntl(undefined, 'nl') });
    expect(
      await screen.findByText(
        'Gezichtsbruinerlampen 450 uur van 500 uur, prognose: limiet op 01-12-2026',
      ),
    ).toBeInTheDocument();
  });
});
