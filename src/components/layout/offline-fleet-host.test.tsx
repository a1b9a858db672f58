import 'fake-indexeddb/auto';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { EMPTY_FLEET, type FleetData } from '@/api/fleet/fleet-data';
import { fleetUnitQueries } from '@/api/fleet/fleet-units';
import { projectFleetUnit } from '@/domain/fleet/fleet-unit';
import { deleteOfflineFleet } from '@/lib/offline-fleet-cleanup';
import { offlineFleetShown } from '@/lib/offline-fleet-shown';
import { loadOfflineFleet } from '@/lib/offline-fleet-db';
import { session } from '@/lib/session';
import { equipment, NOW, ROW_OPTIONS } from '@/testing/fleet-documents';
import { createTestQueryClient } from '@/testing/render-with-client';
import { OfflineFleetHost } from './offline-fleet-host';

// docs/decisions.md#installable-app: the host keeps the complete list of a remembered session
// and, offline with nothing in memory, puts it back where every fleet page reads it.

const units = [
  projectFleetUnit(equipment({ guid: 'u1', serial: '1001' }), ROW_OPTIONS),
  projectFleetUnit(equipment({ guid: 'u2', serial: '1002' }), ROW_OPTIONS),
];
const complete: FleetData = {
  ...EMPTY_FLEET,
  units,
  indexOf: new Map([
    ['u1', 0],
    ['u2', 1],
  ]),
  complete: true,
  total: 2,
};
const key = fleetUnitQueries.units(undefined).queryKey;

function renderHost(client: QueryClient) {
  const router = createMemoryRouter([{ path: '*', element: <OfflineFleetHost /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await deleteOfflineFleet();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  onlineManager.setOnline(true);
  session.signOut('signed-out');
});

it('keeps a remembered session’s complete fleet and shows it offline after a reload', async () => {
  session.signIn('token-a', true);
  const online = createTestQueryClient();
  renderHost(online);
  act(() => online.setQueryData(key, { ...complete, complete: false }, { updatedAt: NOW - 1 }));
  act(() => online.setQueryData(key, complete, { updatedAt: NOW }));
  await expect.poll(async () => (await loadOfflineFleet('token-a', 'all'))?.units.length).toBe(2);

  // "Reload" without network: a new cache, nothing in memory.
  onlineManager.setOnline(false);
  const offline = createTestQueryClient();
  renderHost(offline);
  await expect.poll(() => offline.getQueryData<FleetData>(key)?.units.length).toBe(2);
  expect(offline.getQueryState(key)?.dataUpdatedAt).toBe(NOW);
  expect(offline.getQueryData<FleetData>(key)?.indexOf.get('u2')).toBe(1);
  expect(offlineFleetShown.get()).toEqual({ company: 'all', savedAt: NOW });
});

it('keeps nothing for a session without Remember me', async () => {
  session.signIn('token-a', false);
  const client = createTestQueryClient();
  renderHost(client);
  act(() => client.setQueryData(key, complete, { updatedAt: NOW }));
  onlineManager.setOnline(false);
  const offline = createTestQueryClient();
  renderHost(offline);
  // Give the host's reads their turn, then: still nothing.
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(offline.getQueryData(key)).toBeUndefined();
  expect((await indexedDB.databases()).map((d) => d.name)).toEqual([]);
});
