import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignUnit } from '@/domain/campaigns/campaign-engine';
import { withIntl } from '@/testing/intl';
import { createTestQueryClient } from '@/testing/render-with-client';
import { EngineCampaignUnits } from './engine-campaign-units';

// The engine's unit pages as the route answers them: 100,000 units, asked for a page at a time.
const TOTAL = 100_000;
const asked: Record<string, unknown>[] = [];
const unit = (i: number, step: CampaignUnit['step']): CampaignUnit => ({
  guid: `g${i}`,
  label: `Cabine ${i}`,
  companyGuids: ['c1'],
  zone: undefined,
  wave: 0,
  step,
  reason: undefined,
  before: undefined,
  sentAt: undefined,
  answered: false,
  seenBusy: false,
  waitingSince: undefined,
  lastReadAt: undefined,
  doneAt: undefined,
});
vi.mock('@/api/engine/engine-client', () => ({
  engineClient: {
    get: (_path: string, { query }: { query: Record<string, unknown> }) => {
      asked.push(query);
      const offset = Number(query.offset);
      const step = (query.step as CampaignUnit['step'] | undefined) ?? 'queued';
      const total = query.step ? 3 : TOTAL;
      const n = Math.max(0, Math.min(Number(query.limit), total - offset));
      const units = Array.from({ length: n }, (_, k) => unit(offset + k, step));
      return Promise.resolve({ total, offset, units });
    },
  },
}));

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/updates/campaigns/c']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
const clock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe('the engine campaign’s unit table', { timeout: 30_000 }, () => {
  it('asks the engine for the page on screen only, and for its filter and order', async () => {
    render(<EngineCampaignUnits id="c" clock={clock} />, { wrapper: withIntl(Providers) });
    const table = await screen.findByRole('table', { name: 'Units of this campaign' });
    expect(within(table).getByRole('rowheader', { name: 'Cabine 0' })).toBeTruthy();
    // The rows of 100,000 are there to scroll to; one page of 200 was asked for.
    expect(asked).toEqual([{ offset: 0, limit: 200, sort: 'position', order: 'asc' }]);
    expect(within(table).queryByRole('rowheader', { name: 'Cabine 300' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'failed' } });
    const failed = await screen.findByRole('table', { name: 'Units of this campaign' });
    await waitFor(() => expect(within(failed).getAllByRole('rowheader')).toHaveLength(3));
    expect(asked.at(-1)).toMatchObject({ offset: 0, step: 'failed' });

    fireEvent.click(within(failed).getByRole('button', { name: /Unit/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'unit', order: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: /Unit/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'unit', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Unit/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });
});
