import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../../../server/app.ts';
import { SHOWCASE, TOKENS } from '../../../../server/simulator/fixtures.ts';
import type { Equipment } from '@/domain/documents/schemas';
import { deviceLogDoc, equipmentDoc } from '@/testing/documents';
import { connectApiClient } from '@/testing/sim-fetch';
import { ErrorTimelinePanel } from './error-timeline-panel';
import { answering, renderPanel } from '@/testing/render-in-router';

const DAY = 86_400_000;
const sim = createSimulator({ admin: true });
const unit = SHOWCASE.temperatures;
const company = unit.companies[0];

interface SimErrorLog {
  log_date: number;
  json_data: { error_id: string };
}

async function simGet<T>(path: string): Promise<T> {
  const res = await sim.app.request(
    `/api${path}${path.includes('?') ? '&' : '?'}company=${company}`,
    { headers: { Authorization: `Bearer ${TOKENS.operator}` } },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

function errorLog(daysAgo: number, id: string, description: string, critical: boolean) {
  return deviceLogDoc({
    type: 'error',
    log_date: Date.now() - daysAgo * DAY,
    json_data: { error_id: id, description, critical },
  });
}

// The first render builds the simulator's world; the machine may be busy.
const table = () =>
  screen.findByRole('table', { name: 'Errors per id, last 90 days' }, { timeout: 15_000 });

// A service answering every request with the same documents has no readable error catalog: the
// panel falls back to the built-in one, and says so in the console.
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());
const rowOf = (t: HTMLElement, id: string) =>
  within(t).getByRole('row', { name: new RegExp(`^${id} `) });

describe('ErrorTimelinePanel', () => {
  it('counts the simulator unit’s error logs per id, over 30 and 90 days', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const equipment = await simGet<Equipment>(`/v2/equipment/${unit.guid}`);
    const logs = await simGet<SimErrorLog[]>(
      `/v2/equipment/${unit.guid}/logs?type=error&from=${Date.now() - 91 * DAY}`,
    );
    const recent = Date.now() - 30 * DAY;
    const counts = new Map<string, { in30: number; in90: number }>();
    for (const l of logs) {
      const c = counts.get(l.json_data.error_id) ?? { in30: 0, in90: 0 };
      c.in90++;
      if (l.log_date >= recent) c.in30++;
      counts.set(l.json_data.error_id, c);
    }
    expect(counts.size).toBeGreaterThan(0);
    renderPanel(<ErrorTimelinePanel equipment={equipment} company={company} />);
    const t = await table();
    for (const [id, n] of counts) {
      const cells = within(rowOf(t, id)).getAllByRole('cell');
      // A log right at the 30-day edge may fall either side between the test and the page.
      expect(Math.abs(Number(cells[0]!.textContent) - n.in30)).toBeLessThanOrEqual(1);
      expect(cells[1]).toHaveTextContent(String(n.in90));
    }
    // Over-temperature errors follow the temperature spikes of overheating sessions.
    expect([...counts.keys()].some((id) => ['E9', 'E10', 'E29', 'E34', 'E35'].includes(id))).toBe(
      true,
    );
  }, 30_000);

  it('says in words that there are no errors', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: answering([]) });
    renderPanel(<ErrorTimelinePanel equipment={equipmentDoc()} company={company} />);
    expect(
      await screen.findByText('No error logs in the last 90 days and no active errors.'),
    ).toBeVisible();
  });

  it('shows counts, the time between failures, critical marks and a link to each log', async () => {
    const logs = [
      errorLog(80, 'E10', 'Maximum temperature canopy', true),
      errorLog(20, 'E10', 'Maximum temperature canopy', true),
      errorLog(2, 'E10', 'Maximum temperature canopy', true),
      errorLog(5, 'E15', 'Door open', false),
    ];
    connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: answering(logs) });
    renderPanel(<ErrorTimelinePanel equipment={equipmentDoc()} company={company} />);
    const t = await table();
    const e10 = within(rowOf(t, 'E10')).getAllByRole('cell');
    expect(e10[0]).toHaveTextContent('2');
    expect(e10[1]).toHaveTextContent('3');
    expect(within(rowOf(t, 'E10')).getByText('Critical')).toBeVisible();
    expect(within(rowOf(t, 'E15')).queryByText('Critical')).toBeNull();
    // 78 days between three critical failures: 39 days on average.
    expect(screen.getByText(/Time between critical failures/)).toHaveTextContent(/39\s*d/);
    const latest = screen.getByRole('list', { name: 'Latest errors, newest first' });
    const links = within(latest).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', expect.stringContaining(logs[2]!._meta.guid));
  });
});
