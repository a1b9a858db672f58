import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  eventText,
  reasonText,
  type CampaignEventWhat,
  type CampaignReason,
} from '@/domain/campaigns/campaign-reasons';
import { projectFleetUnit } from '@/domain/fleet/fleet-unit';
import { equipment, ROW_OPTIONS } from '@/testing/fleet-documents';
import { withIntl } from '@/testing/intl';
import { createTestQueryClient } from '@/testing/render-with-client';
import { CampaignFormPage } from './campaign-form-page';
import { useCampaignText } from './use-campaign-text';

const units = [
  projectFleetUnit(equipment({ guid: 'u1', serial: '1001' }), ROW_OPTIONS),
  projectFleetUnit(equipment({ guid: 'u2', serial: '1002', alias: 'Cabine 2' }), ROW_OPTIONS),
];

// The fleet and the permissions as the API hooks give them: two units, no permission at all.
vi.mock('@/api/fleet/fleet-units', () => ({
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

describe('campaign reasons and the event log in Dutch', () => {
  it('turns the engine codes into Dutch sentences', () => {
    const { result } = renderHook(() => useCampaignText(), { wrapper: withIntl(undefined, 'nl') });
    const text = result.current;
    expect(text.reason({ code: 'noPermission', permission: 'controller.update' })).toBe(
      'Geen recht controller.update voor het bedrijf van dit apparaat',
    );
    expect(text.reason({ code: 'refused', message: undefined })).toBe(
      'Verzoek geweigerd: het verzoek is mislukt',
    );
    expect(text.reason({ code: 'notReadyInTime', waiting: { code: 'offline' } })).toBe(
      'Niet op tijd klaar: offline',
    );
    // A state by its name, as the badge says it, not its code.
    expect(text.reason({ code: 'busy', state: 'in-session' })).toBe('al bezig (In sessie)');
    expect(
      text.eventText({
        at: 0,
        text: 'Created: 6 units in 2 waves, 1 skipped before the start',
        what: { code: 'created', units: 6, waves: 2, skipped: 1 },
      }),
    ).toBe('Aangemaakt: 6 apparaten in 2 golven, 1 overgeslagen vóór de start');
    expect(
      text.eventText({
        at: 0,
        text: '1001: failed (Not verified within 10 min)',
        what: {
          code: 'step',
          label: '1001',
          step: 'failed',
          why: { code: 'notVerified', minutes: 10 },
        },
      }),
    ).toBe('1001: mislukt (Niet bevestigd binnen 10 min)');
    // A campaign stored before the codes: its English text as it is.
    expect(text.eventText({ at: 0, text: 'Resumed' })).toBe('Resumed');
  });

  it('keeps the English of the engine in English', () => {
    const { result } = renderHook(() => useCampaignText(), { wrapper: withIntl() });
    for (const what of [
      { code: 'created', units: 6, waves: 2, skipped: 0 },
      { code: 'created', units: 6, waves: 2, skipped: 3 },
      { code: 'waveComplete', wave: 1, soakMinutes: 5 },
      { code: 'waveComplete', wave: 1, soakMinutes: 0 },
      { code: 'sent', label: 'A', action: 'reset' },
      { code: 'refused', label: 'A', why: { code: 'refused', message: 'HTTP 409: busy' } },
      {
        code: 'stopped',
        why: { code: 'waveFailed', wave: 1, failed: 1, counted: 2, failurePct: 40 },
      },
      { code: 'done', verified: 6, failed: 0, skipped: 0 },
    ] satisfies CampaignEventWhat[])
      expect(result.current.eventText({ at: 0, text: '', what })).toBe(eventText(what));
    for (const why of [
      { code: 'noPermission', permission: 'controller.reset' },
      { code: 'refused', message: undefined },
      { code: 'quietHours', hours: '22:00–06:00' },
      { code: 'runsExpected', version: null, expected: '5.0.0' },
      { code: 'runs', version: '5.0.0' },
      { code: 'backSettled' },
      { code: 'notReadyInTime', waiting: undefined },
      { code: 'campaignStopped', why: { code: 'stoppedByUser' } },
    ] satisfies CampaignReason[])
      expect(result.current.reason(why)).toBe(reasonText(why));
  });

  it('names a state on screen where the CSV file keeps its code', () => {
    const { result } = renderHook(() => useCampaignText(), { wrapper: withIntl() });
    const text = result.current;
    const cases: [CampaignReason, string, string][] = [
      [
        { code: 'busy', state: 'in-session' },
        'already busy (In session)',
        'already busy (in-session)',
      ],
      [
        { code: 'notSettled', state: 'cooldown' },
        'not settled (Cooldown)',
        'not settled (cooldown)',
      ],
      [
        { code: 'errorState', state: 'controller-error' },
        'Error state (Controller error)',
        'Error state (controller-error)',
      ],
    ];
    for (const [why, screen, csv] of cases) {
      expect(text.reason(why)).toBe(screen);
      expect(reasonText(why)).toBe(csv);
    }
    expect(
      text.eventText({
        at: 0,
        text: '',
        what: {
          code: 'step',
          label: 'A',
          step: 'waiting',
          why: { code: 'busy', state: 'in-session' },
        },
      }),
    ).toBe('A: waiting (already busy (In session))');
  });
});
