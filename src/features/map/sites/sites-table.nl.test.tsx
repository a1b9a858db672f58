import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteSummary } from '@/domain/fleet/sites';
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
    const sites = Array.from({ length: 101 }, (_, i) => site(i));
    const router = createMemoryRouter(
      [{ path: '/map', element: <SitesTable sites={sites} names={{}} onFocusSite={() => {}} /> }],
      { initialEntries: ['/map'] },
    );
    render(<RouterProvider router={router} />, { wrapper: withIntl(undefined, 'nl') });
    // getByText, not getByRole: role queries over 100 rows are slow under load.
    expect(screen.getByText('Locaties').tagName).toBe('CAPTION');
    expect(screen.getByText('Slechtste toestand').closest('th')).not.toBeNull();
    expect(screen.getByText('Storing')).toBeInTheDocument();
    expect(screen.getByText('(niet op de kaart: geen coördinaten)')).toBeInTheDocument();
    expect(screen.getByText('100 van 101 locaties getoond.')).toBeInTheDocument();
    expect(screen.getByText('Meer tonen')).toBeInTheDocument();
  });
});
