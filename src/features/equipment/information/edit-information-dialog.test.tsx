import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../../../server/app.ts';
import { COMPANIES, SHOWCASE, TOKENS } from '../../../../server/simulator/fixtures.ts';
import { fetchEquipment } from '@/api/equipment';
import { renderWithClient } from '@/testing/render-with-client';
import { connectApiClient, simFetch } from '@/testing/sim-fetch';
import { polyfillDialog } from '@/testing/dialog-polyfill';
import { EditInformationDialog } from './edit-information-dialog';

const sim = createSimulator({ admin: true, units: 40 });
const unit = SHOWCASE.resettable;
const company = COMPANIES.alpha;
let patches: unknown[];

beforeAll(polyfillDialog);
afterEach(cleanup);
beforeEach(() => {
  sim.world.reset();
  sim.faults.clear();
  patches = [];
  const inner = simFetch(sim.app);
  connectApiClient(sim.app, {
    token: TOKENS.operator,
    fetchImpl: (input, init) => {
      if (init?.method === 'PATCH') patches.push(JSON.parse(String(init.body)));
      return inner(input, init);
    },
  });
});

async function open() {
  const equipment = await fetchEquipment(unit.guid, company);
  const onClose = vi.fn();
  renderWithClient(
    <EditInformationDialog open equipment={equipment} company={company} onClose={onClose} />,
  );
  return { equipment, onClose, user: userEvent.setup() };
}

describe('EditInformationDialog (docs/decisions.md#editing, endpoint 6)', () => {
  it('sends one PATCH holding only the changed field, then closes', async () => {
    const { onClose, user } = await open();
    const alias = screen.getByLabelText('Alias');
    expect(screen.getByLabelText('Location description')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toBeInTheDocument();
    await user.clear(alias);
    await user.type(alias, 'Cabin 7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(patches).toEqual([[{ op: 'replace', path: '/alias', value: 'Cabin 7' }]]);
    expect((await fetchEquipment(unit.guid, company)).alias).toBe('Cabin 7');
  });

  it('keeps the input and says why when the save fails', async () => {
    sim.faults.add({ method: 'PATCH', path: '/v2/equipment/*/information', status: 500, times: 1 });
    const { onClose, user } = await open();
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Zwolle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not saved: .*Your input is kept/);
    expect(screen.getByLabelText('City')).toHaveValue('Zwolle');
    expect(onClose).not.toHaveBeenCalled();
    expect(patches).toEqual([[{ op: 'replace', path: '/location/city', value: 'Zwolle' }]]);
  });

  it('validates before sending anything', async () => {
    const { user } = await open();
    const offset = screen.getByLabelText('UTC offset');
    await user.clear(offset);
    await user.type(offset, '+25:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('UTC offset')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/between -12:00 and \+14:00/)).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('fills the offset from a chosen time zone and sends both', async () => {
    const { user } = await open();
    const zone = screen.getByLabelText('Time zone');
    await user.clear(zone);
    await user.type(zone, 'Asia/Kolkata');
    expect(screen.getByLabelText('UTC offset')).toHaveValue('+05:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual([
      { op: 'replace', path: '/location/timezone', value: 'Asia/Kolkata' },
      { op: 'replace', path: '/location/timezone_offset', value: 19800 },
    ]);
  });

  it('sends nothing when nothing changed', async () => {
    const { user, onClose } = await open();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Nothing changed');
    expect(patches).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
