import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RELEASE_NONE } from '@/domain/fleet/fleet-view';
import { RELEASE_UNKNOWN } from '@/domain/fleet/releases';
import { withIntl } from '@/testing/intl';
import { createTestQueryClient } from '@/testing/render-with-client';
import { CampaignList } from './campaign-list';
import { NoRecall } from './no-recall';
import { ReleasesTable } from './releases-table';

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
const dutch = withIntl(Providers, 'nl');

afterEach(cleanup);

describe('updates in Dutch', () => {
  it('the releases table: headers, the no-version rows and numbers in Dutch', () => {
    render(
      <ReleasesTable
        company="c-1"
        summary={{
          total: 2000,
          companies: ['c-1'],
          rows: [
            { key: '2.4.1', units: 1500, share: 0.75, perCompany: new Map([['c-1', 1500]]) },
            { key: RELEASE_NONE, units: 400, share: 0.2, perCompany: new Map([['c-1', 400]]) },
            { key: RELEASE_UNKNOWN, units: 100, share: 0.05, perCompany: new Map([['c-1', 100]]) },
          ],
        }}
      />,
      { wrapper: dutch },
    );
    const table = screen.getByRole('table', { name: 'Versies' });
    expect(table.textContent).toContain('Aandeel');
    expect(table.textContent).toContain('Niets geïnstalleerd');
    expect(table.textContent).toContain('Onbekend');
    expect(table.textContent).toContain('1.500');
    expect(table.textContent).toContain('75 %');
  });

  it('the campaign list when empty, and what a campaign cannot do', () => {
    render(
      <>
        <CampaignList campaigns={[]} company={undefined} />
        <NoRecall />
      </>,
      { wrapper: dutch },
    );
    expect(screen.getByText('Nog geen campagne in deze browser.')).toBeTruthy();
    expect(screen.getByText(/Een verstuurd verzoek kan niet worden teruggehaald/)).toBeTruthy();
  });
});
