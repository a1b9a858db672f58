import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '@/components/ui/data-table';
import type { ServiceRow } from '@/domain/service/service-board';
import { formattersFor } from '@/lib/use-format';
import { testIntl, withIntl } from '@/testing/intl';
import { serviceColumns } from './service-columns';
import { counterNameText } from '@/components/ui/counter-names/counter-name-text';

const row = {
  key: 'g-1/lampHours',
  guid: 'g-1',
  serial: '2499000015',
  alias: 'Cabin 3',
  site: 'Utrecht',
  type: 'lamps',
  value: 61_500,
  limit: 60_000,
  share: 1.025,
  status: 'overdue',
  forecast: { kind: 'none' },
  asks: ['E22'],
  companyGuids: [],
  zone: undefined,
} as unknown as ServiceRow;

afterEach(cleanup);

describe('the service board in Dutch', () => {
  it('shows the headers, status, duration and forecast in Dutch', () => {
    const intl = testIntl('nl');
    const columns = serviceColumns(undefined, intl, formattersFor('nl'), (t) =>
      counterNameText(intl, t),
    );
    const table = (
      <DataTable
        caption="caption"
        columns={columns}
        rows={[row]}
        rowKey={(r) => r.key}
        empty="none"
      />
    );
    const router = createMemoryRouter([{ path: '*', element: table }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />, { wrapper: withIntl(undefined, 'nl') });
    expect(screen.getByRole('columnheader', { name: /Apparaat/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Voorspelling/ })).toBeTruthy();
    expect(screen.getByText('Te laat')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Lampen' })).toBeTruthy();
    expect(screen.getByText('Besturing vraagt erom')).toBeTruthy();
    expect(screen.getByText('te weinig gegevens')).toBeTruthy();
    expect(screen.getByText('102%')).toBeTruthy();
    expect(screen.getByText(/1\.025 uur/)).toBeTruthy();
  });

  it('writes forecast days in Dutch order and names an unknown counter type as sent', () => {
    const intl = testIntl('nl');
    const columns = serviceColumns(undefined, intl, formattersFor('nl'), (t) =>
      counterNameText(intl, t),
    );
    const forecast = {
      ...row,
      type: 'uv_lamp_hours',
      status: 'due-soon',
      forecast: { kind: 'date', at: 0, day: '2026-12-01', earliest: '2026-11-28' },
    } as unknown as ServiceRow;
    const table = (
      <DataTable
        caption="caption"
        columns={columns}
        rows={[forecast]}
        rowKey={(r) => r.key}
        empty="none"
      />
    );
    const router = createMemoryRouter([{ path: '*', element: table }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />, { wrapper: withIntl(undefined, 'nl') });
    expect(screen.getByRole('cell', { name: '01-12-2026 (28-11-2026 – later)' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Uv lamp hours' })).toBeTruthy();
  });
});
