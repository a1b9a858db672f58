// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowPredicate } from '@/domain/fleet/fleet-filter';
import { projectFleetUnit, searchTextOf, type FleetUnit } from '@/domain/fleet/fleet-unit';
import { EMPTY_VIEW } from '@/domain/fleet/fleet-view';
import { equipment, NOW, ROW_OPTIONS } from '@/testing/fleet-documents';
import {
  deleteOfflineFleet,
  keepOfflineFleetOnlyWhenRemembered,
  OFFLINE_FLEET_DB,
} from './offline-fleet-cleanup';
import { loadOfflineFleet, planOfflineSave, saveOfflineFleet } from './offline-fleet-db';
import { session } from './session';

// docs/decisions.md#installable-app: the fleet copy exists only for a remembered session, only
// for the token that saved it, and goes when the session ends.

const units: FleetUnit[] = [
  projectFleetUnit(equipment({ guid: 'u1', serial: '1001', errors: 2n ** 40n }), ROW_OPTIONS),
  projectFleetUnit(equipment({ guid: 'u2', serial: '1002', state: 3 }), ROW_OPTIONS),
];
const meta = { company: 'all', savedAt: NOW, total: 2, invalidCount: 0 };

const databaseNames = async () => (await indexedDB.databases()).map((d) => d.name);

beforeEach(async () => {
  await deleteOfflineFleet();
  globalThis.indexedDB = new IDBFactory();
  session.signOut('signed-out');
  localStorage.clear();
  sessionStorage.clear();
});

describe('offline fleet copy', () => {
  it('a remembered session keeps the units as they were, bigints and all', async () => {
    session.signIn('token-a', true);
    expect(await saveOfflineFleet('token-a', meta, units)).toBe(true);
    const copy = await loadOfflineFleet('token-a', 'all');
    expect(copy?.savedAt).toBe(NOW);
    expect(copy?.units).toEqual(units);
    expect(copy?.units[0]?.activeErrors).toBe(2n ** 40n);
    expect(await loadOfflineFleet('token-a', 'company-b')).toBeUndefined();
  });

  it('a copy saved with the search text whole still finds the same units', async () => {
    session.signIn('token-a', true);
    const [first] = units;
    const { searchSerial: _serial, searchRest: _rest, ...old } = first!;
    const stored = { ...old, search: searchTextOf(first!) } as unknown as FleetUnit;
    await saveOfflineFleet('token-a', meta, [stored]);
    const [restored] = (await loadOfflineFleet('token-a', 'all'))!.units;
    expect(searchTextOf(restored!)).toBe(searchTextOf(first!));
    expect(rowPredicate({ ...EMPTY_VIEW, q: '1001' })(restored!)).toBe(true);
  });

  it('a time-only save moves the time and keeps the units', async () => {
    session.signIn('token-a', true);
    await saveOfflineFleet('token-a', meta, units);
    await saveOfflineFleet('token-a', { ...meta, savedAt: NOW + 30_000 }, undefined);
    const copy = await loadOfflineFleet('token-a', 'all');
    expect(copy?.savedAt).toBe(NOW + 30_000);
    expect(copy?.units).toHaveLength(2);
  });

  it('a session without Remember me stores nothing', async () => {
    session.signIn('token-a', false);
    expect(await saveOfflineFleet('token-a', meta, units)).toBe(false);
    expect(await databaseNames()).not.toContain(OFFLINE_FLEET_DB);
  });

  it('another token never sees the copy', async () => {
    session.signIn('token-a', true);
    await saveOfflineFleet('token-a', meta, units);
    session.signIn('token-b', true);
    expect(await loadOfflineFleet('token-b', 'all')).toBeUndefined();
    // A save for a token that is no longer the session's is refused too.
    expect(await saveOfflineFleet('token-a', meta, units)).toBe(false);
  });

  it('sign-out and a sign-in without Remember me delete it', async () => {
    session.signIn('token-a', true);
    const stop = keepOfflineFleetOnlyWhenRemembered();
    await saveOfflineFleet('token-a', meta, units);
    expect(await databaseNames()).toContain(OFFLINE_FLEET_DB);
    session.signOut('signed-out');
    await expect.poll(databaseNames).not.toContain(OFFLINE_FLEET_DB);

    session.signIn('token-a', true);
    await saveOfflineFleet('token-a', meta, units);
    session.signOut('expired');
    await expect.poll(databaseNames).not.toContain(OFFLINE_FLEET_DB);
    stop();
  });
});

describe('planOfflineSave', () => {
  const last = { units, at: NOW };
  const changed = units.slice();
  it.each([
    ['nothing saved yet', undefined, units, NOW, 'units'],
    ['same list, later poll', last, units, NOW + 30_000, 'time'],
    ['changed list, a minute later', last, changed, NOW + 60_000, 'units'],
    ['changed list, within the minute', last, changed, NOW + 30_000, 'skip'],
    ['the same poll again', last, units, NOW, 'skip'],
  ] as const)('%s → %s', (_name, saved, list, at, expected) => {
    expect(planOfflineSave(saved, list, at, 60_000)).toBe(expected);
  });
});
