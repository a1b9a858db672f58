import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { hashText } from './identity-key';
import { OFFLINE_FLEET_DB } from './offline-fleet-cleanup';
import { session } from './session';

// docs/decisions.md#installable-app: the last complete fleet list per company, kept for offline
// viewing only while the session is remembered, and deleted when it ends. Offline, endpoint 1
// cannot say who is signed in, so a copy belongs to the token that saved it (its hash).

export interface OfflineFleetMeta {
  /** 'all' or a company guid. */
  company: string;
  owner: string;
  /** When the units were received (the fleet query's dataUpdatedAt). */
  savedAt: number;
  total: number | undefined;
  invalidCount: number;
}

export interface OfflineFleet extends OfflineFleetMeta {
  units: FleetUnit[];
}

interface Schema extends DBSchema {
  meta: { key: string; value: OfflineFleetMeta };
  units: { key: string; value: { company: string; units: FleetUnit[] } };
}

let opening: Promise<IDBPDatabase<Schema>> | null = null;

function db(): Promise<IDBPDatabase<Schema>> {
  opening ??= openDB<Schema>(OFFLINE_FLEET_DB, 1, {
    upgrade(d) {
      d.createObjectStore('meta', { keyPath: 'company' });
      d.createObjectStore('units', { keyPath: 'company' });
    },
    // Sign-out deletes it (offline-fleet-cleanup.ts), in this tab or another: let go.
    blocking() {
      void closeOfflineFleet();
    },
  });
  return opening;
}

async function closeOfflineFleet(): Promise<void> {
  const was = opening;
  opening = null;
  (await was?.catch(() => undefined))?.close();
}

const ownerOf = (token: string) => hashText(token);
/** Still the session that may keep data: the same token, remembered. */
const mayKeep = (token: string) => session.getToken() === token && session.isRemembered();

/**
 * Stores the copy of `company`; `units` undefined means they did not change since the last
 * save (only the time moves). Never throws: without IndexedDB the app works, just not offline.
 */
export async function saveOfflineFleet(
  token: string,
  meta: Omit<OfflineFleetMeta, 'owner'>,
  units: FleetUnit[] | undefined,
): Promise<boolean> {
  if (!mayKeep(token)) return false;
  try {
    const d = await db();
    if (!mayKeep(token)) return false;
    const tx = d.transaction(['meta', 'units'], 'readwrite');
    const writes: Promise<unknown>[] = [
      tx.objectStore('meta').put({ ...meta, owner: ownerOf(token) }),
    ];
    if (units) writes.push(tx.objectStore('units').put({ company: meta.company, units }));
    await Promise.all([...writes, tx.done]);
    return true;
  } catch {
    return false;
  }
}

/**
 * A copy saved before units held their search text in two parts has it whole in `search`: as the
 * rest with an empty serial part it matches the same terms (docs/decisions.md#page-budgets).
 */
function withSearchParts(unit: FleetUnit): FleetUnit {
  if (typeof unit.searchRest === 'string') return unit;
  const old = (unit as { search?: unknown }).search;
  return { ...unit, searchSerial: '', searchRest: typeof old === 'string' ? old : '' };
}

/** The copy of `company` saved by this token, or undefined. */
export async function loadOfflineFleet(
  token: string,
  company: string,
): Promise<OfflineFleet | undefined> {
  if (!mayKeep(token)) return undefined;
  try {
    const d = await db();
    const tx = d.transaction(['meta', 'units'], 'readonly');
    const [meta, units] = await Promise.all([
      tx.objectStore('meta').get(company),
      tx.objectStore('units').get(company),
    ]);
    if (!meta || !units || meta.owner !== ownerOf(token)) return undefined;
    return { ...meta, units: units.units.map(withSearchParts) };
  } catch {
    return undefined;
  }
}

export interface SavePlan {
  /** Units as last written, and when they were received. */
  units: readonly FleetUnit[];
  at: number;
}

/**
 * What to write for a new complete list: the units when they changed (at most once per
 * `minGapMs`, as a large fleet costs a long task to copy), else only the time.
 */
export function planOfflineSave(
  last: SavePlan | undefined,
  units: readonly FleetUnit[],
  at: number,
  minGapMs: number,
): 'units' | 'time' | 'skip' {
  if (!last) return 'units';
  if (at <= last.at) return 'skip';
  if (units === last.units) return 'time';
  return at - last.at >= minGapMs ? 'units' : 'skip';
}
