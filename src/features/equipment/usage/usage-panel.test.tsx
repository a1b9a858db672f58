import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../../../server/app.ts';
import { SHOWCASE, TOKENS } from '../../../../server/simulator/fixtures.ts';
import { loadSlowPath } from '@/api/parse/load-slow-path';
import { toDeviceLogEntry } from '@/api/device-log-entry';
import type { DeviceLog, Equipment } from '@/domain/documents/schemas';
import { formatTrend, usageSummary } from '@/domain/service/usage';
import { deviceLogDoc, equipmentDoc } from '@/testing/documents';
import { connectApiClient } from '@/testing/sim-fetch';
import { answering, renderPanel } from '@/testing/render-in-router';
import { UsagePanel } from './usage-panel';

const DAY = 86_400_000;
const sim = createSimulator({ admin: true });
const unit = SHOWCASE.temperatures;
const company = unit.companies[0];

async function simGet<T>(path: string): Promise<T> {
  const res = await sim.app.request(
    `/api${path}${path.includes('?') ? '&' : '?'}company=${company}`,
    {
      headers: { Authorization: `Bearer ${TOKENS.operator}` },
    },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The figure's value, found by its label (a description list). */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const amsterdam = { timezone: 'Europe/Amsterdam', timezone_offset: 3600 };

function sessionLog(daysAgo: number, sessionTime: unknown) {
  return deviceLogDoc({
    type: 'session',
    log_date: Date.now() - daysAgo * DAY,
    session: { session_time: sessionTime, pause_time: 0, pause_times: 0 },
  } as never);
}

describe('UsagePanel', () => {
  it('shows the figures of the simulator unit’s own session logs', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const equipment = await simGet<Equipment>(`/v2/equipment/${unit.guid}`);
    const logs = await simGet<DeviceLog[]>(
      `/v2/equipment/${unit.guid}/logs?type=session&from=${Date.now() - 61 * DAY}`,
    );
    const expected = usageSummary(logs.map(toDeviceLogEntry), Date.now(), equipment.location);
    renderPanel(<UsagePanel equipment={equipment} company={company} />);

    expect(
      await screen.findByText('Sessions, last 30 days', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(figure('Sessions, last 30 days')).toBe(String(expected.current.sessions));
    // A busy cabin: about ten sessions a day, in opening hours.
    expect(expected.current.sessions).toBeGreaterThan(200);
    expect(figure('Minutes in session, last 30 days')).toBe(
      String(Math.round(expected.current.minutes)),
    );
    // The simulator keeps 60 days of logs: the trend against the 30 days before is known.
    expect(expected.sessionsTrend).toBeDefined();
    expect(figure('Sessions vs the 30 days before')).toBe(formatTrend(expected.sessionsTrend!));
    expect(
      screen.getByText(`${expected.previous!.sessions} sessions in the 30 days before`),
    ).toBeVisible();
  }, 30_000);

  it('says in words that there is no usage when the unit has no session logs', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: answering([]) });
    renderPanel(<UsagePanel equipment={equipmentDoc({ location: amsterdam })} company={company} />);
    expect(
      await screen.findByText('No session logs in the last 60 days: there is no usage to show.'),
    ).toBeVisible();
    expect(screen.queryByText('Sessions, last 30 days')).toBeNull();
  });

  it('says which data is partial and which logs it could not count', async () => {
    const logs = [
      sessionLog(9.5, 600),
      sessionLog(6.2, 720),
      sessionLog(3.1, 900),
      sessionLog(1.4, 480),
      sessionLog(0.3, 'twelve minutes'),
    ];
    connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: answering(logs) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The unreadable log takes the zod path, loaded on first use: Vitest transforms it the first
    // time (over a second on a busy machine), which is no part of what the panel shows.
    await loadSlowPath();
    renderPanel(<UsagePanel equipment={equipmentDoc({ location: amsterdam })} company={company} />);
    expect(await screen.findByText('Sessions, last 30 days')).toBeVisible();
    expect(figure('Sessions, last 30 days')).toBe('4');
    expect(figure('Minutes in session, last 30 days')).toBe(String((600 + 720 + 900 + 480) / 60));
    const notes = screen.getAllByRole('note');
    expect(notes.map((n) => n.textContent)).toEqual([
      expect.stringMatching(
        /^Partial data: the session logs cover only the last (10|11) of 30 days\.$/,
      ),
      '1 session log without a readable session time is not counted.',
    ]);
    const grid = await screen.findByRole('table', { name: /busiest|hour/i });
    expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('session.session_time'));
    warn.mockRestore();
  });
});
