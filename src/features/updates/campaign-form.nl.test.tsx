import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFleetUnit } from '@/domain/fleet-unit';
import { equipment, ROW_OPTIONS } from '@/testing/fleet-documents';
import { withIntl } from '@/testing/intl';
import { createTestQueryClient } from '@/testing/render-with-client';
import { CampaignFormPage } from './campaign-form-page';

const units = [
  projectFleetUnit(equipment({ guid: 'u1', serial: '1001' }), ROW_OPTIONS),
  projectFleetUnit(equipment({ guid: 'u2', serial: '1002', alias: 'Cabine 2' }), ROW_OPTIONS),
];

// The fleet and the permissions as the API hooks give them: two units, no permission at all.
vi.mock('@/api/fleet-units', () => ({
  useFleetUnits: () => ({
    units,
    query: {
      isPending: false,
      isError: false,
      isFetching: false,
      error: null,
      data: { units },
      refetch: () => Promise.resolve(),
    },
  }),
}));
vi.mock('@/api/auth', () => ({
  usePermissions: () => ({ data: { rows: [] }, isSuccess: true, isPending: false }),
}));

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/updates/new']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(cleanup);

describe('the campaign form in Dutch', () => {
  it('labels, hints, counts and the permission texts', () => {
    render(<CampaignFormPage />, { wrapper: withIntl(Providers, 'nl') });
    expect(screen.getByRole('heading', { name: 'Nieuwe campagne' })).toBeTruthy();
    expect(screen.getByLabelText('Eerste golf')).toBeTruthy();
    expect(screen.getByLabelText('Hoogstens tegelijk')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Besturing resetten' })).toBeTruthy();
    expect(screen.getByText('Minuten wachten na elke golf.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '2 van 2 apparaten gekozen · 0 in 0 golven · 2 overgeslagen',
    );
    expect(screen.getByText('Overgeslagen vóór de start')).toBeTruthy();
    expect(screen.getAllByText(/Geen recht controller\.update voor het bedrijf/)).toHaveLength(2);
    expect(
      screen.getByText(/Je hebt het recht controller\.update voor geen van deze/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Campagne starten' })).toBeTruthy();
  });
});
