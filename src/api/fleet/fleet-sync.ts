import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import { projectFleetUnit, type FleetUnit, type ProjectOptions } from '@/domain/fleet/fleet-unit';
import { sameFleetUnit } from '@/domain/fleet/fleet-unit-equal';
import { rederiveFleetUnit } from '@/domain/fleet/fleet-unit-rederive';
import { streamCollection, type PageCache } from '../collection.ts';
import { parseEquipmentList } from '../parse/document-parse.ts';

// The fleet data path behind useFleetUnits, run in the fleet worker (fleet-worker.ts): it reads the
// fleet list, validates and projects each document to a slim unit, and hands over only what
// changed since the last sync. Documents never leave this module.

export const FLEET_PAGE_SIZE = 2000;
/** Units per patch message (see sync). */
export const PATCH_UNITS = 500;

export interface SyncRequest {
  company: string | undefined;
  /** Who asks (the token): another identity starts from nothing. */
  identity: string | null;
  /** The receiver holds nothing: hand over everything. */
  fresh: boolean;
  offlineAfterMs: number;
  stateCodes: Readonly<Record<string, string>>;
  catalog: readonly CatalogEntry[];
  signal?: AbortSignal | undefined;
}

export interface FleetPatch {
  /** Drop every unit held before applying this patch (another company or identity). */
  reset: boolean;
  /** New or changed units (whole slim units). */
  upserts: FleetUnit[];
  /** Guids of units that are gone. */
  removes: string[];
  complete: boolean;
  total: number | undefined;
  invalidCount: number;
  /** The last patch of this sync. */
  final: boolean;
  /** The sync's figures: pages asked for, how many answered 304, wall time. */
  stats: { pages: number; notModified: number; ms: number };
}

interface Item {
  _meta: { guid: string };
  unit: FleetUnit;
}

export class FleetSync {
  private scope: string | undefined;
  /** What the receiving side holds, by guid. */
  private held = new Map<string, FleetUnit>();
  /** The projected unit each held unit was made from (a 304 page gives the same one back). */
  private source = new Map<string, FleetUnit>();
  private complete = false;
  private pageCache: PageCache<Item> = new Map();

  async sync(req: SyncRequest, emit: (patch: FleetPatch) => void): Promise<void> {
    const started = Date.now();
    const scope = JSON.stringify([req.identity, req.company ?? null]);
    const reset = scope !== this.scope || req.fresh;
    if (reset) {
      this.scope = scope;
      this.held = new Map();
      this.source = new Map();
      this.pageCache = new Map();
      this.complete = false;
    }
    const options = (now: number): ProjectOptions => ({
      now,
      offlineAfterMs: req.offlineAfterMs,
      stateCodes: req.stateCodes,
      catalog: req.catalog,
    });
    const stats = { pages: 0, notModified: 0, ms: 0 };
    const parse = async (raw: readonly unknown[]) => {
      const { items, invalidCount } = await parseEquipmentList(raw);
      const at = options(Date.now());
      return {
        items: items.map((doc) => ({
          _meta: { guid: doc._meta.guid },
          unit: projectFleetUnit(doc, at),
        })),
        invalidCount,
      };
    };
    // Only a first load shows units as they arrive; a poll hands over one patch at the end.
    const firstLoad = !this.complete;
    let resetPending = reset;
    const sent = new Set<string>();
    const stream = streamCollection<Item>(
      {
        path: '/v2/equipment',
        company: req.company,
        parse,
        pageSize: FLEET_PAGE_SIZE,
        signal: req.signal,
        pageCache: this.pageCache,
        stats,
      },
      firstLoad ? {} : false,
    );
    for await (const snapshot of stream) {
      const now = Date.now();
      const upserts: FleetUnit[] = [];
      const seen = snapshot.complete ? new Set<string>() : undefined;
      for (const { unit: projected } of snapshot.items) {
        const guid = projected.guid;
        seen?.add(guid);
        if (!snapshot.complete && sent.has(guid)) continue;
        sent.add(guid);
        const unit = this.settle(guid, projected, options(now));
        if (unit) upserts.push(unit);
      }
      const removes: string[] = [];
      if (seen) {
        for (const guid of this.held.keys()) if (!seen.has(guid)) removes.push(guid);
        for (const guid of removes) {
          this.held.delete(guid);
          this.source.delete(guid);
        }
        this.complete = true;
      }
      stats.ms = Date.now() - started;
      // A patch is one message to the main thread, read there in one task: at most
      // PATCH_UNITS units each keeps that task short (2,000 units took ~50 ms on a busy CPU).
      for (let from = 0; from === 0 || from < upserts.length; from += PATCH_UNITS) {
        const last = from + PATCH_UNITS >= upserts.length;
        emit({
          reset: resetPending,
          upserts: upserts.length > PATCH_UNITS ? upserts.slice(from, from + PATCH_UNITS) : upserts,
          removes: last ? removes : [],
          complete: last && snapshot.complete,
          total: snapshot.serverTotal,
          invalidCount: snapshot.invalidCount,
          final: last && snapshot.complete,
          stats,
        });
        resetPending = false;
      }
    }
  }

  /** The unit to hand over for this guid, or undefined when the receiver's copy is still right. */
  private settle(guid: string, projected: FleetUnit, options: ProjectOptions) {
    const held = this.held.get(guid);
    const unit = rederiveFleetUnit(projected, options);
    if (held !== undefined) {
      // Same source, re-derived to the held object: right without comparing.
      if (this.source.get(guid) === projected && unit === held) return undefined;
      this.source.set(guid, projected);
      if (sameFleetUnit(held, unit)) return undefined;
    }
    this.source.set(guid, projected);
    this.held.set(guid, unit);
    return unit;
  }
}
