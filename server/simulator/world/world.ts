// The world: showcase + generated units, and the few things that change by request.
import { BUSY_CODES } from '../catalog.ts';
import type { SimClock } from '../clock.ts';
import { UPDATE_FAILS } from '../fixtures.ts';
import type { SimOptions } from '../options.ts';
import { nextVersion, releaseHash, versionAtLeast } from './catalogs.ts';
import { CompanyIndex } from './company-index.ts';
import type { ExtraLog } from './device-logs.ts';
import type { PatchOp } from './patch.ts';
import {
  generatedCompanies,
  generatedGuid,
  generatedIndexOf,
  generatedProfile,
  type UnitProfile,
} from './profile.ts';
import { buildShowcase } from './showcase.ts';
import { lastPingAt, momentAt, type Moment } from './timeline.ts';

export const OFFLINE_AFTER_MS = 600_000;
const SETTLE_MS = 120_000;
const KNOWN_FAILING = new Set(UPDATE_FAILS.map((u) => u.guid));

export interface ControllerAction {
  kind: 'reset' | 'update';
  startedAt: number;
  steps: { code: number; ms: number }[];
  toVersion: string | undefined;
  versionAt: number;
}

/** A test-set condition that overrides what the timeline says about one unit (admin only). */
export type UnitConditionKind = 'offline' | 'critical-error' | 'fault' | 'state';
export const UNIT_CONDITION_KINDS: readonly UnitConditionKind[] = [
  'offline',
  'critical-error',
  'fault',
  'state',
];
export interface UnitCondition {
  kind: UnitConditionKind;
  /** When it was set: the document's `_meta.updated` from then on. */
  at: number;
  /** offline: the device's last ping, this long before `at`. */
  pingAgoMs: number;
  /** state: the `controller.state` code the unit shows (salon-board tests). */
  code?: number;
}

/** A Map that reports every write: whoever changes the world, cached pages hear of it. */
class WatchedMap<K, V> extends Map<K, V> {
  constructor(private readonly onChange: () => void) {
    super();
  }
  override set(key: K, value: V): this {
    super.set(key, value);
    this.onChange();
    return this;
  }
  override delete(key: K): boolean {
    const had = super.delete(key);
    if (had) this.onChange();
    return had;
  }
  override clear(): void {
    super.clear();
    this.onChange();
  }
}

export class World {
  t0 = 0;
  showcase: UnitProfile[] = [];
  private byGuid = new Map<string, UnitProfile>();
  private changeCount = 0;
  private index: { key: string; index: CompanyIndex } | undefined;
  private readonly changed = () => {
    this.changeCount += 1;
  };
  readonly patches = new WatchedMap<string, { ops: PatchOp[]; at: number }>(this.changed);
  readonly actions = new WatchedMap<string, ControllerAction>(this.changed);
  readonly releases = new WatchedMap<string, { version: string; hash: string }>(this.changed);
  /** Units whose next updates fail (admin, for campaign tests): error state, release kept. */
  readonly failingUpdates = new WatchedMap<string, true>(this.changed);
  readonly extras = new WatchedMap<string, ExtraLog[]>(this.changed);
  readonly conditions = new WatchedMap<string, UnitCondition>(this.changed);
  /** Parts changed by request (admin): `guid counter-type` → when; the counter restarts at 0. */
  readonly partChanges = new WatchedMap<string, number>(this.changed);

  constructor(
    readonly options: SimOptions,
    readonly clock: SimClock,
  ) {
    this.reset();
  }

  /** A fresh world starting now: same seed, no edits, no actions. */
  reset(): void {
    // Whole seconds keep every derived timestamp stable across two worlds built at the same instant.
    this.t0 = Math.floor(this.clock.now() / 1000) * 1000;
    this.showcase = buildShowcase(this.t0);
    this.byGuid = new Map(this.showcase.map((p) => [p.guid, p]));
    this.patches.clear();
    this.actions.clear();
    this.releases.clear();
    this.failingUpdates.clear();
    this.extras.clear();
    this.conditions.clear();
    this.partChanges.clear();
    this.index = undefined;
  }

  /**
   * Counts the world's changes by request (edits, commands, conditions, resets): a page written
   * before a change is never answered after it. Time's own flow is the clock's business.
   */
  get changes(): number {
    return this.changeCount;
  }

  /** Stores a unit's (already compacted) edits, made at `at`. */
  setPatch(guid: string, ops: PatchOp[], at: number): void {
    this.patches.set(guid, { ops, at });
  }

  /** World indexes, ascending, of the units any of these companies holds. */
  unitsOf(scope: readonly string[]): Int32Array {
    // Units and seed are options the admin reset may change; the index follows them.
    const key = `${this.size}:${this.options.seed}`;
    if (this.index?.key !== key)
      this.index = { key, index: new CompanyIndex(this.size, (i) => this.companiesAt(i)) };
    return this.index.index.unitsOf(scope);
  }

  get generatedCount(): number {
    return Math.max(0, this.options.units - this.showcase.length);
  }

  get size(): number {
    return this.showcase.length + this.generatedCount;
  }

  companiesAt(i: number): readonly string[] {
    const s = this.showcase[i];
    return s ? s.companies : generatedCompanies(this.options.seed, i - this.showcase.length);
  }

  unitAt(i: number): UnitProfile {
    const s = this.showcase[i];
    if (s) return s;
    return generatedProfile({ seed: this.options.seed, t0: this.t0 }, i - this.showcase.length, i);
  }

  find(guid: string): UnitProfile | undefined {
    const s = this.byGuid.get(guid);
    if (s) return s;
    const g = generatedIndexOf(guid);
    if (g === undefined || g >= this.generatedCount) return undefined;
    if (generatedGuid(this.options.seed, g) !== guid) return undefined;
    return this.unitAt(g + this.showcase.length);
  }

  /** State code and lamp heat at t, with a reset/update in progress taking precedence. */
  momentAt(p: UnitProfile, t: number): Moment {
    const a = this.actions.get(p.guid);
    if (a && t >= a.startedAt) {
      let elapsed = t - a.startedAt;
      for (const step of a.steps) {
        if (elapsed < step.ms) return { code: step.code, heat: 0 };
        elapsed -= step.ms;
      }
      if (elapsed < SETTLE_MS && !p.pinned) return { code: 10, heat: 0 };
      if (p.pinned) return { code: p.stateCode, heat: 0 };
    }
    return momentAt(p, t, this.t0);
  }

  actionInProgress(p: UnitProfile, t: number): boolean {
    const a = this.actions.get(p.guid);
    return !!a && t >= a.startedAt && t < a.startedAt + a.steps.reduce((s, x) => s + x.ms, 0);
  }

  release(p: UnitProfile, t: number): UnitProfile['release'] {
    const a = this.actions.get(p.guid);
    if (a?.toVersion && t >= a.versionAt)
      return { ...p.release, version: a.toVersion, hash: releaseHash(a.toVersion) };
    const saved = this.releases.get(p.guid);
    return saved ? { ...p.release, ...saved } : p.release;
  }

  lastPing(p: UnitProfile, t: number): number | undefined {
    return lastPingAt(p, t);
  }

  /** When the controller last sent data: logs stop there. */
  lastContact(p: UnitProfile, t: number): number {
    if (!p.device) return -Infinity;
    if (p.kind === 'timeout') return Math.min(t, p.controllerSilentSince ?? t);
    return this.lastPing(p, t) ?? -Infinity;
  }

  temperatureCapable(p: UnitProfile, t: number): boolean {
    return (
      p.device?.type === 'SERVICE_MODULE' &&
      !p.custom &&
      versionAtLeast(this.release(p, t).version, 4, 8)
    );
  }

  visibleExtras(p: UnitProfile, t: number): ExtraLog[] {
    return (this.extras.get(p.guid) ?? []).filter((x) => x.date <= t);
  }

  /** Why a reset/update cannot start now (409), or undefined when it can. */
  actionConflict(p: UnitProfile, t: number): string | undefined {
    if (!p.device) return 'No device is linked to this equipment';
    const ping = p.custom === 'malformed' ? undefined : this.lastPing(p, t);
    if (ping === undefined || t - ping > OFFLINE_AFTER_MS)
      return 'The device of this equipment is offline';
    if (p.kind === 'timeout') return 'The controller does not respond (communication timeout)';
    if (this.actionInProgress(p, t)) return 'The controller is already busy with a reset or update';
    const code = this.momentAt(p, t).code;
    if (code === 11 || code === 13)
      return 'The equipment is in session; try again when the session has ended';
    if (code !== undefined && BUSY_CODES.has(code))
      return 'The controller is busy (powering up, setting time or updating)';
    return undefined;
  }

  startAction(p: UnitProfile, kind: 'reset' | 'update', t: number, by: string): void {
    const fast = this.options.fast;
    const fails =
      kind === 'update' && (KNOWN_FAILING.has(p.guid) || this.failingUpdates.has(p.guid));
    const steps =
      kind === 'reset'
        ? [{ code: 0, ms: fast ? 1_000 : 5_000 }]
        : fails
          ? [
              { code: 8, ms: fast ? 1_000 : 4_000 },
              // The update breaks off: the controller shows an error, then powers up on its old release.
              { code: 6, ms: fast ? 5_000 : 60_000 },
              { code: 0, ms: fast ? 1_000 : 4_000 },
            ]
          : [
              { code: 8, ms: fast ? 1_000 : 4_000 },
              { code: 9, ms: fast ? 1_000 : 6_000 },
              { code: 0, ms: fast ? 1_000 : 4_000 },
            ];
    const current = this.release(p, t);
    if (current.version)
      this.releases.set(p.guid, {
        version: current.version,
        hash: current.hash ?? releaseHash(current.version),
      });
    const toVersion = kind === 'update' && !fails ? nextVersion(current.version) : undefined;
    const total = steps.reduce((s, x) => s + x.ms, 0);
    this.actions.set(p.guid, {
      kind,
      startedAt: t,
      steps,
      toVersion,
      versionAt: t + total - (steps.at(-1)?.ms ?? 0),
    });
    const extras = this.extras.get(p.guid) ?? [];
    extras.push({
      type: 'event',
      date: t,
      json: {
        level: 'info',
        code: kind === 'reset' ? 'EV_REMOTE_RESET' : 'EV_REMOTE_UPDATE',
        message: `Remote ${kind} requested`,
        requested_by: by,
      },
    });
    const version = toVersion ?? current.version;
    extras.push({
      type: 'boot',
      date: t + total,
      json: {
        release: { type: current.type, version, hash: version ? releaseHash(version) : null },
        files_version: version,
        reason: kind,
        uptime_before_s: 0,
      },
    });
    this.extras.set(p.guid, extras);
  }
}
