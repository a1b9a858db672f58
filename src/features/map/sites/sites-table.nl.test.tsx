import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteSummary } from '@/domain/sites';
import { withIntl } from '@/testing/intl';
import { SitesTable } from './sites-table';

afterEach(cleanup);

const site = (i: number): SiteSummary => ({
  site: {
    id: `place:${i}`,
    placeId: String(i),
    name: `Salon ${i}`,
    city: 'Utrecht',
    country: 'NL',
    point: i === 0 ? undefined : { lat: 52, lng: 5 },
    size: 2,
  },
  units: [0, 1],
  worst: i === 0 ? 'fault' : 'ok',
  critical: 0,
});

describe('SitesTable in Dutch', () => {
  it('shows its caption, headers, health and paging in Dutch', () => {
    const sites = Array.from({ length: 1500 }, (_, i) => site(i));
    const router = createMemoryRouter(
      [{ path: '/map', element: <SitesTable sites={sites} names={{}} onFocusSite={() => {}} /> }],
      { initialEntries: ['/map'] },
    );
    render(<RouterProvider router={router} />, { wrapper: withIntl(undefined, 'nl') });
    const table = screen.getByRole('table', { name: 'Locaties' });
    expect(table).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Slechtste toestand/ })).toBeInTheDocument();
    expect(screen.getByText('Storing')).toBeInTheDocument();
    expect(screen.getByText('(niet op de kaart: geen coördinaten)')).toBeInTheDocument();
    expect(screen.getByText('100 van 1.500 locaties getoond.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meer tonen' })).toBeInTheDocument();
  });
});
