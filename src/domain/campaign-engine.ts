import type { DerivedStateName } from './equipment-state';
import type { UnitZone } from './local-clock';
import {
  inQuietHours,
  quietHoursText,
  type CampaignSettings,
  type PlannedUnit,
} from './campaign-plan';

// The campaign runner as a pure state machine (docs/decisions.md#campaigns).
// The driver feeds it events (a tick, a fresh read of a unit, the answer to a request, the user's
// Pause/Resume/Stop) and does what it returns: send the units listed in `send`, after it has
// stored the returned campaign. A unit's step never goes back from "sent": exactly one request
// per unit per campaign, also across reloads (a stored "sent" without answer is re-read and
// verified, never sent again; docs/decisions.md#controller-commands).

export const UNIT_STEPS = [
  'queued',
  'waiting',
  'sent',
  'updating',
  'verified',
  'failed',
  'skipped',
] as const;
export type UnitStep = (typeof UNIT_STEPS)[number];

export type CampaignStatus = 'running' | 'paused' | 'stopped' | 'done';

export interface CampaignUnit {
  guid: string;
  label: string;
  companyGuids: readonly string[];
  zone: UnitZone | undefined;
  wave: number;
  step: UnitStep;
  reason: string | undefined;
  /** Version and boot-log count read just before sending: what verification compares with. */
  before: { version: string | null | undefined; boots: number | undefined } | undefined;
  /** When the sending mark was written (the request leaves after it is stored). */
  sentAt: number | undefined;
  /** The 2xx came back (false after a reload that lost it: verified by reading, never re-sent). */
  answered: boolean;
  /** Seen busy with the action after the send. */
  seenBusy: boolean;
  /** First read that found the unit not ready; the unit is skipped waitMs later. */
  waitingSince: number | undefined;
  lastReadAt: number | undefined;
  doneAt: number | undefined;
}

export interface CampaignEvent {
  at: number;
  text: string;
  guid?: string;
}

export interface Campaign {
  id: string;
  name: string;
  createdAt: number;
  /** Company the requests go out for (undefined = all companies). */
  company: string | undefined;
  settings: CampaignSettings;
  units: CampaignUnit[];
  status: CampaignStatus;
  /** Why the campaign stopped or ended. */
  statusReason: string | undefined;
  /** The wave now sending (index). */
  wave: number;
  waveCount: number;
  /** When the current wave may start sending (after the previous wave's soak). */
  waveStartsAt: number;
  events: CampaignEvent[];
}

/** What a fresh read of a unit says (equipment detail, derived as the badge does). */
export interface UnitReading {
  state: DerivedStateName;
  version: string | null | undefined;
  boots: number | undefined;
}

export type CampaignInput =
  | { type: 'tick'; at: number }
  | { type: 'read'; at: number; guid: string; reading: UnitReading }
  | { type: 'answer'; at: number; guid: string; ok: boolean; message?: string }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'stop'; at: number };

export interface Step {
  campaign: Campaign;
  /** Units whose sending mark this step wrote: store the campaign, then send each once. */
  send: string[];
}

const SETTLED: ReadonlySet<DerivedStateName> = new Set(['stand-by', 'cleaning']);
const BUSY: ReadonlySet<DerivedStateName> = new Set([
  'controller-powerup',
  'controller-setting-time',
  'controller-copy-files',
  'controller-online-update',
]);
const ERROR: ReadonlySet<DerivedStateName> = new Set(['controller-error', 'controller-timeout']);
const MAX_EVENTS = 2000;

export const isTerminal = (step: UnitStep) =>
  step === 'verified' || step === 'failed' || step === 'skipped';
export const isInFlight = (step: UnitStep) => step === 'sent' || step === 'updating';

export function createCampaign(args: {
  id: string;
  name: string;
  at: number;
  company: string | undefined;
  settings: CampaignSettings;
  units: readonly PlannedUnit[];
}): Campaign {
  const units = args.units.map((u): CampaignUnit => ({
    guid: u.guid,
    label: u.label,
    companyGuids: u.companyGuids,
    zone: u.zone,
    wave: u.wave,
    step: u.skipReason ? 'skipped' : 'queued',
    reason: u.skipReason,
    before: undefined,
    sentAt: undefined,
    answered: false,
    seenBusy: false,
    waitingSince: undefined,
    lastReadAt: undefined,
    doneAt: u.skipReason ? args.at : undefined,
  }));
  const waveCount = units.reduce((n, u) => Math.max(n, u.wave + 1), 0);
  const skipped = units.filter((u) => u.step === 'skipped').length;
  const events: CampaignEvent[] = [
    {
      at: args.at,
      text: `Created: ${units.length} units in ${waveCount} waves${skipped ? `, ${skipped} skipped before the start` : ''}`,
    },
  ];
  const campaign: Campaign = {
    id: args.id,
    name: args.name,
    createdAt: args.at,
    company: args.company,
    settings: args.settings,
    units,
    status: 'running',
    statusReason: undefined,
    wave: 0,
    waveCount,
    waveStartsAt: args.at,
    events: [],
  };
  return settle(campaign, args.at, events);
}

export function stepCounts(c: Pick<Campaign, 'units'>): Record<UnitStep, number> {
  const counts = Object.fromEntries(UNIT_STEPS.map((s) => [s, 0])) as Record<UnitStep, number>;
  for (const u of c.units) counts[u.step]++;
  return counts;
}

export const busyCount = (c: Campaign) => c.units.filter((u) => isInFlight(u.step)).length;

/** Whether the campaign still has anything to do (sends to make or sent units to follow). */
export const isActive = (c: Campaign) =>
  c.status === 'running' || c.status === 'paused' || c.units.some((u) => isInFlight(u.step));

/**
 * Units the driver should read now: every sent unit (to verify it), and as many queued or
 * waiting units of the current wave as there are free slots, least recently read first.
 */
export function unitsToRead(c: Campaign, at: number, readEveryMs: number): string[] {
  const stale = (u: CampaignUnit) => u.lastReadAt === undefined || at - u.lastReadAt >= readEveryMs;
  const out = c.units.filter((u) => isInFlight(u.step) && stale(u)).map((u) => u.guid);
  if (c.status !== 'running' || at < c.waveStartsAt) return out;
  const free = c.settings.maxBusy - busyCount(c);
  if (free <= 0) return out;
  const candidates = c.units
    .filter(
      (u) =>
        u.wave === c.wave &&
        (u.step === 'queued' || u.step === 'waiting') &&
        stale(u) &&
        !inQuietHours(at, u.zone, c.settings.quietHours),
    )
    .sort((a, b) => (a.lastReadAt ?? -1) - (b.lastReadAt ?? -1));
  return [...out, ...candidates.slice(0, free).map((u) => u.guid)];
}

export function reduceCampaign(c: Campaign, input: CampaignInput): Step {
  const events: CampaignEvent[] = [];
  const log = (text: string, guid?: string) => events.push({ at: input.at, text, guid });
  let next: Campaign = c;
  const send: string[] = [];
  const patch = (guid: string, change: Partial<CampaignUnit>) => {
    next = {
      ...next,
      units: next.units.map((u) => (u.guid === guid ? { ...u, ...change } : u)),
    };
  };

  switch (input.type) {
    case 'pause':
      if (c.status !== 'running') return { campaign: c, send };
      next = { ...c, status: 'paused' };
      log('Paused: no new requests are sent; requests already sent go on');
      break;
    case 'resume':
      if (c.status !== 'paused') return { campaign: c, send };
      next = { ...c, status: 'running' };
      log('Resumed');
      break;
    case 'stop':
      if (c.status !== 'running' && c.status !== 'paused') return { campaign: c, send };
      next = skipRest(
        { ...c, status: 'stopped', statusReason: 'Stopped by the user' },
        input.at,
        'Stopped by the user',
      );
      log('Stopped by the user: units not yet sent are skipped');
      break;
    case 'answer': {
      const u = c.units.find((x) => x.guid === input.guid);
      if (!u || !isInFlight(u.step)) return { campaign: c, send };
      if (input.ok) {
        patch(u.guid, { answered: true });
        log(`${u.label}: request accepted`, u.guid);
      } else {
        const reason = `Request refused: ${input.message ?? 'error'}`;
        patch(u.guid, { step: 'failed', answered: true, reason, doneAt: input.at });
        log(`${u.label}: ${reason}`, u.guid);
      }
      break;
    }
    case 'read': {
      const u = c.units.find((x) => x.guid === input.guid);
      if (!u || isTerminal(u.step)) return { campaign: c, send };
      const r = input.reading;
      if (isInFlight(u.step)) {
        const change = verify(u, r, c.settings, input.at);
        patch(u.guid, { ...change, lastReadAt: input.at });
        if (change.step && change.step !== u.step)
          log(`${u.label}: ${change.step}${change.reason ? ` (${change.reason})` : ''}`, u.guid);
        break;
      }
      // Queued or waiting: send only in a running campaign, in this unit's wave, with a free slot.
      if (c.status !== 'running' || u.wave !== c.wave || input.at < c.waveStartsAt) {
        patch(u.guid, { lastReadAt: input.at });
        break;
      }
      if (inQuietHours(input.at, u.zone, c.settings.quietHours)) {
        // Quiet hours are not part of the window: it starts again after them.
        patch(u.guid, {
          step: 'waiting',
          reason: quietReason(c),
          waitingSince: undefined,
          lastReadAt: input.at,
        });
        break;
      }
      const notReady = notReadyReason(r);
      if (notReady) {
        patch(u.guid, {
          step: 'waiting',
          reason: notReady,
          waitingSince: u.waitingSince ?? input.at,
          lastReadAt: input.at,
        });
        if (u.step !== 'waiting' || u.reason !== notReady)
          log(`${u.label}: waiting (${notReady})`, u.guid);
        break;
      }
      if (busyCount(c) >= c.settings.maxBusy) {
        patch(u.guid, { lastReadAt: input.at });
        break;
      }
      // The sending mark: stored by the driver before the request leaves.
      patch(u.guid, {
        step: 'sent',
        reason: undefined,
        before: { version: r.version, boots: r.boots },
        sentAt: input.at,
        answered: false,
        seenBusy: false,
        lastReadAt: input.at,
      });
      send.push(u.guid);
      log(`${u.label}: ${c.settings.action} sent`, u.guid);
      break;
    }
    case 'tick':
      next = markQuiet(c, input.at, log);
      break;
  }
  return { campaign: settle(next, input.at, events), send };
}

function quietReason(c: Campaign): string {
  return `Quiet hours ${quietHoursText(c.settings.quietHours!)} (unit’s local time)`;
}

/**
 * Units of the sending wave now in their quiet hours wait with that reason, unread (unitsToRead
 * leaves them out), so the page says why they are not sent.
 */
function markQuiet(c: Campaign, at: number, log: (text: string, guid?: string) => void): Campaign {
  const quiet = c.settings.quietHours;
  if (!quiet || c.status !== 'running' || at < c.waveStartsAt) return c;
  const reason = quietReason(c);
  let changed = false;
  const units = c.units.map((u) => {
    if (u.wave !== c.wave || (u.step !== 'queued' && u.step !== 'waiting') || u.reason === reason)
      return u;
    if (!inQuietHours(at, u.zone, quiet)) return u;
    changed = true;
    log(`${u.label}: waiting (${reason})`, u.guid);
    return { ...u, step: 'waiting' as const, reason, waitingSince: undefined };
  });
  return changed ? { ...c, units } : c;
}

function notReadyReason(r: UnitReading): string | undefined {
  if (r.state === 'offline' || r.state === 'no-device') return 'offline';
  if (BUSY.has(r.state)) return `already busy (${r.state})`;
  if (!SETTLED.has(r.state)) return `not settled (${r.state})`;
  return undefined;
}

function verify(
  u: CampaignUnit,
  r: UnitReading,
  s: CampaignSettings,
  at: number,
): Partial<CampaignUnit> {
  if (ERROR.has(r.state)) return { step: 'failed', reason: `Error state (${r.state})`, doneAt: at };
  if (BUSY.has(r.state)) return { step: 'updating', seenBusy: true };
  if (!SETTLED.has(r.state)) return {};
  if (s.action === 'update') {
    const changed = r.version !== u.before?.version;
    if (!changed) return {};
    if (s.expectedVersion !== undefined && r.version !== s.expectedVersion)
      return {
        step: 'failed',
        reason: `Runs ${r.version ?? 'nothing'}, expected ${s.expectedVersion}`,
        doneAt: at,
      };
    return { step: 'verified', reason: `Runs ${r.version ?? 'nothing'}`, doneAt: at };
  }
  // A reset: back to a settled state after having been busy (or after a new boot log).
  const rebooted =
    u.seenBusy ||
    (r.boots !== undefined && u.before?.boots !== undefined && r.boots > u.before.boots);
  return rebooted ? { step: 'verified', reason: 'Back in a settled state', doneAt: at } : {};
}

function skipRest(c: Campaign, at: number, reason: string): Campaign {
  return {
    ...c,
    units: c.units.map((u) =>
      u.step === 'queued' || u.step === 'waiting'
        ? { ...u, step: 'skipped', reason, doneAt: at }
        : u,
    ),
  };
}

/** Time-outs, the threshold, the next wave and the end: what follows from the state and time. */
function settle(c: Campaign, at: number, events: CampaignEvent[]): Campaign {
  const log = (text: string, guid?: string) => events.push({ at, text, guid });
  const s = c.settings;
  let changed = false;
  const mapped = c.units.map((u) => {
    if (isInFlight(u.step) && u.sentAt !== undefined && at - u.sentAt > s.verifyMs) {
      const reason = `Not verified within ${Math.round(s.verifyMs / 60_000)} min`;
      log(`${u.label}: failed (${reason})`, u.guid);
      changed = true;
      return { ...u, step: 'failed' as const, reason, doneAt: at };
    }
    if (
      c.status === 'running' &&
      u.step === 'waiting' &&
      u.waitingSince !== undefined &&
      at - u.waitingSince > s.waitMs
    ) {
      const reason = `Not ready in time: ${u.reason ?? 'waiting'}`;
      log(`${u.label}: skipped (${reason})`, u.guid);
      changed = true;
      return { ...u, step: 'skipped' as const, reason, doneAt: at };
    }
    return u;
  });
  const units = changed ? mapped : c.units;
  let next: Campaign = { ...c, units };

  if (next.status === 'running' || next.status === 'paused') {
    const wave = units.filter((u) => u.wave === next.wave);
    const failed = wave.filter((u) => u.step === 'failed').length;
    const counted = wave.filter((u) => u.step !== 'skipped' || u.sentAt !== undefined).length;
    // More than F % of the wave failed: the outcome of the wave is known, stop at once.
    if (counted > 0 && (failed / counted) * 100 > s.failurePct) {
      const reason = `Wave ${next.wave + 1}: ${failed} of ${counted} failed (more than ${s.failurePct} %)`;
      next = skipRest(
        { ...next, status: 'stopped', statusReason: reason },
        at,
        `Campaign stopped: ${reason}`,
      );
      log(`Stopped: ${reason}`);
    } else if (wave.every((u) => isTerminal(u.step))) {
      if (next.wave + 1 >= next.waveCount) {
        next = { ...next, status: 'done', statusReason: undefined };
        const counts = stepCounts(next);
        log(
          `Done: ${counts.verified} verified, ${counts.failed} failed, ${counts.skipped} skipped`,
        );
      } else {
        next = { ...next, wave: next.wave + 1, waveStartsAt: at + s.soakMs };
        log(
          s.soakMs > 0
            ? `Wave ${next.wave} complete; wave ${next.wave + 1} starts after ${Math.round(s.soakMs / 60_000)} min soak`
            : `Wave ${next.wave} complete; wave ${next.wave + 1} starts`,
        );
        // An empty next wave (all skipped before the start) completes at once.
        return settle(next, at, events);
      }
    }
  }
  if (
    events.length === 0 &&
    next.units === c.units &&
    next.status === c.status &&
    next.wave === c.wave
  )
    return c;
  const all = events.length ? [...c.events, ...events].slice(-MAX_EVENTS) : c.events;
  return { ...next, events: all };
}
