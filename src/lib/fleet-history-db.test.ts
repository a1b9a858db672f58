// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { emptyFoldState, foldUnits, type HistoryDay } from '@/domain/fleet/fleet-history';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { fleetHistoryDb, unitHistory, writeHistory } from './fleet-history-db';
import { closeAllIdentityDbs, openIdentityDb } from './identity-db';

const T = Date.UTC(2026, 10, 25, 12);
const HOUR = 3_600_000;
const unit = (lamps: number, stateCode = 10): FleetUnit =>
  ({
    guid: 'u1',
    stateCode,
    hours: [{ type: 'lamps', value: lamps }],
    location: { timezone: 'Europe/Amsterdam' },
  }) as unknown as FleetUnit;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeAllIdentityDbs());

it('a tab started after a reload continues the stored day instead of restarting it', async () => {
  const opened = await openIdentityDb('id1', fleetHistoryDb);
  if (!opened.ok) throw new Error('open failed');
  const db = opened.db;
  // Before the reload: the day began at 40 minutes in stand-by.
  const before = emptyFoldState();
  await writeHistory(db, foldUnits(before, [unit(40, 0)], T - 3 * HOUR), {
    continued: new WeakSet<HistoryDay>(),
  });
  // After it: a new fold state, as a reloaded page has.
  const after = emptyFoldState();
  const continued = new WeakSet<HistoryDay>();
  await writeHistory(db, foldUnits(after, [unit(70)], T), { continued });
  await writeHistory(db, foldUnits(after, [unit(90)], T + HOUR), { continued });
  const [day] = await unitHistory(db, 'u1');
  expect(day).toMatchObject({
    firstAt: T - 3 * HOUR,
    lastAt: T + HOUR,
    counters: { lamps: [40, 90] },
    states: [
      [T - 3 * HOUR, 0],
      [T, 10],
    ],
  });
});
