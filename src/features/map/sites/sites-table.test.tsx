import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteSummary } from '@/domain/fleet/sites';
import { SitesTable } from './sites-table';

afterEach(cleanup);

const site = (i: number): SiteSummary => ({
  site: {
    id: `place:${i}`,
    placeId: String(i),
    name: `Salon ${String(i).padStart(4, '0')}`,
    city: 'Utrecht',
    country: 'NL',
    point: { lat: 52, lng: 5 },
    size: 1 + (i % 7),
  },
  units: Array.from({ length: 1 + (i % 7) }, (_, k) => k),
  worst: i % 3 === 0 ? 'fault' : 'ok',
  critical: i % 5 === 0 ? 1 : 0,
});

function renderTable(count: number, url = '/map') {
  const sites = Array.from({ length: count }, (_, i) => site(i));
  const router = createMemoryRouter(
    [
      {
        path: '/map',
        element: <SitesTable sites={sites} names={{}} onFocusSite={() => undefined} />,
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Sites' }))
    .getAllByRole('row')
    .slice(1);

describe('SitesTable', () => {
  it('shows thousands of sites a page at a time', async () => {
    renderTable(3000);
    // Counted by selector: role queries over hundreds of rows are slow in jsdom.
    const rows = () => document.querySelectorAll('tbody tr').length;
    expect(rows()).toBe(100);
    expect(screen.getByText('Showing 100 of 3,000 sites.')).toBeTruthy();
    await userEvent.click(screen.getByText('Show more'));
    expect(rows()).toBe(600);
    // 600 rows in jsdom on a busy machine: more than the default 5 s.
  }, 20_000);

  it('sorts by a column and keeps the sort in the URL', async () => {
    const router = renderTable(30);
    // Default: worst health first, then the biggest sites.
    expect(within(bodyRows()[0]!).getByText('Fault')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Units' }));
    expect(router.state.location.search).toBe('?sites=-units');
    expect(screen.getByRole('columnheader', { name: 'Units' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    const units = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));
    expect(units).toEqual([...units].sort((a, b) => b - a));
  });

  it('reads the sort from the URL and ignores an unknown one', () => {
    renderTable(5, '/map?sites=name');
    expect(bodyRows().map((r) => within(r).getByRole('button').textContent)).toEqual([
      'Salon 0000',
      'Salon 0001',
      'Salon 0002',
      'Salon 0003',
      'Salon 0004',
    ]);
    cleanup();
    renderTable(5, '/map?sites=bogus');
    expect(
      screen.getByRole('columnheader', { name: 'Worst health' }).getAttribute('aria-sort'),
    ).toBe('ascending');
  });
});
