import {
  eventText,
  reasonText,
  type CampaignEventWhat,
  type CampaignReason,
} from './campaign-reasons.ts';
import type { UnitZone } from '../local-clock.ts';
import {
  inQuietHours,
  mayAct,
  quietHoursText,
  type CampaignSettings,
  type PlannedUnit,
} from './campaign-plan.ts';
import {
  because,
  notReadyReason,
  tookEffect,
  verify,
  type UnitReading,
} from './campaign-readings.ts';

import { replaceAt, sameIndex, unitIndex, wavePositions } from './campaign-index.ts';

export type { UnitReading } from './campaign-readings.ts';

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
  // a request that may have left before a restart did not take effect; never sent again.
  'unknown',
] as const;
export type UnitStep = (typeof UNIT_STEPS)[number];

export type CampaignStatus = 'awaiting-approval' | 'running' | 'paused' | 'stopped' | 'done';

export interface CampaignUnit {
  guid: string;
  label: string;
  companyGuids: readonly string[];
  zone: UnitZone | undefined;
  wave: number;
  step: UnitStep;
  /** In English (CSV); `why` is the same as a code for the screen (absent in older campaigns). */
  reason: string | undefined;
  why?: CampaignReason | undefined;
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
  /** sent before a restart without an answer: the next read decides verify or "unknown". */
  recovering?: boolean;
}

export interface CampaignEvent {
  at: number;
  /** In English; `what` is the same as a code for the screen (absent in older campaigns). */
  text: string;
  what?: CampaignEventWhat;
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
  statusWhy?: CampaignReason | undefined;
  /** The wave now sending (index). */
  wave: number;
  waveCount: number;
  /** When the current wave may start sending (after the previous wave's soak). */
  waveStartsAt: number;
  events: CampaignEvent[];
  /** On the engine: who created it (their key), the optional start time and approval. */
  createdBy?: string;
  startsAt?: number;
  needsApproval?: boolean;
  approvedBy?: string;
}

export type CampaignInput =
  | { type: 'tick'; at: number }
  | { type: 'read'; at: number; guid: string; reading: UnitReading }
  | { type: 'answer'; at: number; guid: string; ok: boolean; message?: string }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'stop'; at: number }
  /** A second person approves (docs/decisions.md#engine-campaigns); the creator cannot. */
  | { type: 'approve'; at: number; by: string; name: string }
  /** The runner (re)starts: units sent without an answer are read and verified, never re-sent. */
  | { type: 'recover'; at: number }
  /** Before sending: the creator's permissions now; units of companies no longer permitted skip. */
  | { type: 'permissions'; at: number; permitted: ReadonlySet<string>; permission: string };

export interface Step {
  campaign: Campaign;
  /** Units whose sending mark this step wrote: store the campaign, then send each once. */
  send: string[];
}

const MAX_EVENTS = 2000;

export const isTerminal = (step: UnitStep) =>
  step === 'verified' || step === 'failed' || step === 'skipped' || step === 'unknown';
export const isInFlight = (step: UnitStep) => step === 'sent' || step === 'updating';

export function createCampaign(args: {
  id: string;
  name: string;
  at: number;
  company: string | undefined;
  settings: CampaignSettings;
  units: readonly PlannedUnit[];
  createdBy?: string;
  startsAt?: number;
  needsApproval?: boolean;
}): Campaign {
  const units = args.units.map((u): CampaignUnit => ({
    guid: u.guid,
    label: u.label,
    companyGuids: u.companyGuids,
    zone: u.zone,
    wave: u.wave,
    step: u.skipWhy ? 'skipped' : 'queued',
    reason: u.skipWhy && reasonText(u.skipWhy),
    why: u.skipWhy,
    before: undefined,
    sentAt: undefined,
    answered: false,
    seenBusy: false,
    waitingSince: undefined,
    lastReadAt: undefined,
    doneAt: u.skipWhy ? args.at : undefined,
  }));
  const waveCount = units.reduce((n, u) => Math.max(n, u.wave + 1), 0);
  const skipped = units.filter((u) => u.step === 'skipped').length;
  const created: CampaignEventWhat = {
    code: 'created',
    units: units.length,
    waves: waveCount,
    skipped,
  };
  const events: CampaignEvent[] = [{ at: args.at, text: eventText(created), what: created }];
  const campaign: Campaign = {
    id: args.id,
    name: args.name,
    createdAt: args.at,
    company: args.company,
    settings: args.settings,
    units,
    status: args.needsApproval ? 'awaiting-approval' : 'running',
    statusReason: undefined,
    wave: 0,
    waveCount,
    // A scheduled start holds the first wave like a soak does.
    waveStartsAt: Math.max(args.at, args.startsAt ?? args.at),
    events: [],
    ...(args.createdBy !== undefined && { createdBy: args.createdBy }),
    ...(args.startsAt !== undefined && { startsAt: args.startsAt }),
    ...(args.needsApproval && { needsApproval: true }),
  };
  return settle(campaign, args.at, events);
}

export function stepCounts(c: Pick<Campaign, 'units'>): Record<UnitStep, number> {
  const counts = Object.fromEntries(UNIT_STEPS.map((s) => [s, 0])) as Record<UnitStep, number>;
  for (const u of c.units) counts[u.step]++;
  return counts;
}

/** "Retry failed units" (docs/decisions.md#engine-campaigns): the failed and unknown units, for a new campaign. */
export const retryableUnits = (c: Pick<Campaign, 'units'>) =>
  c.units.filter((u) => u.step === 'failed' || u.step === 'unknown');

/**
 * The current wave's units. Only they can be waiting or in flight: a unit waits or is sent only
 * in the sending wave, and the next wave starts when all of this one is done.
 */
const waveUnits = (c: Pick<Campaign, 'units' | 'wave'>) =>
  wavePositions(c.units, c.wave).map((i) => c.units[i]!);

const unitOf = (c: Pick<Campaign, 'units'>, guid: string) => {
  const i = unitIndex(c.units).byGuid.get(guid);
  return i === undefined ? undefined : c.units[i];
};

export const busyCount = (c: Campaign) => waveUnits(c).filter((u) => isInFlight(u.step)).length;

/** Whether the campaign still has anything to do (sends to make or sent units to follow). */
export const isActive = (c: Campaign) =>
  c.status === 'running' ||
  c.status === 'paused' ||
  c.status === 'awaiting-approval' ||
  waveUnits(c).some((u) => isInFlight(u.step));

/**
 * Units the driver should read now: every sent unit (to verify it), and as many queued or
 * waiting units of the current wave as there are free slots, least recently read first.
 */
export function unitsToRead(c: Campaign, at: number, readEveryMs: number): string[] {
  const stale = (u: CampaignUnit) => u.lastReadAt === undefined || at - u.lastReadAt >= readEveryMs;
  const wave = waveUnits(c);
  const out = wave.filter((u) => isInFlight(u.step) && stale(u)).map((u) => u.guid);
  if (c.status !== 'running' || at < c.waveStartsAt) return out;
  const free = c.settings.maxBusy - busyCount(c);
  if (free <= 0) return out;
  const candidates = wave
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
  const log = (what: CampaignEventWhat, guid?: string) =>
    events.push({ at: input.at, text: eventText(what), what, guid });
  let next: Campaign = c;
  const send: string[] = [];
  // One unit changes: a copy of the list with it replaced (found by the index, not a walk).
  const patch = (guid: string, change: Partial<CampaignUnit>) => {
    const i = unitIndex(next.units).byGuid.get(guid);
    if (i === undefined) return;
    next = {
      ...next,
      units: replaceAt(next.units, new Map([[i, { ...next.units[i]!, ...change }]])),
    };
  };

  switch (input.type) {
    case 'pause':
      if (c.status !== 'running') return { campaign: c, send };
      next = { ...c, status: 'paused' };
      log({ code: 'paused' });
      break;
    case 'resume':
      if (c.status !== 'paused') return { campaign: c, send };
      next = { ...c, status: 'running' };
      log({ code: 'resumed' });
      break;
    case 'stop':
      if (c.status !== 'running' && c.status !== 'paused' && c.status !== 'awaiting-approval')
        return { campaign: c, send };
      next = skipRest({ ...c, status: 'stopped', ...status({ code: 'stoppedByUser' }) }, input.at, {
        code: 'stoppedByUser',
      });
      log({ code: 'stoppedByUser' });
      break;
    case 'approve':
      // The creator cannot approve their own campaign (docs/decisions.md#engine-campaigns).
      if (c.status !== 'awaiting-approval' || input.by === c.createdBy)
        return { campaign: c, send };
      next = { ...c, status: 'running', approvedBy: input.name };
      log({ code: 'approved', name: input.name });
      break;
    case 'recover':
      next = {
        ...c,
        units: sameIndex(
          c.units.map((u) =>
            isInFlight(u.step) && !u.answered
              ? { ...u, recovering: true, lastReadAt: undefined }
              : u,
          ),
          c.units,
        ),
      };
      if (!next.units.some((u, i) => u !== c.units[i])) return { campaign: c, send };
      break;
    case 'permissions':
      next = revoke(c, input.at, input.permitted, input.permission, log);
      break;
    case 'answer': {
      const u = unitOf(c, input.guid);
      if (!u || !isInFlight(u.step)) return { campaign: c, send };
      if (input.ok) {
        patch(u.guid, { answered: true });
        log({ code: 'accepted', label: u.label }, u.guid);
      } else {
        const why: CampaignReason = { code: 'refused', message: input.message };
        patch(u.guid, { step: 'failed', answered: true, ...because(why), doneAt: input.at });
        log({ code: 'refused', label: u.label, why }, u.guid);
      }
      break;
    }
    case 'read': {
      const u = unitOf(c, input.guid);
      if (!u || isTerminal(u.step)) return { campaign: c, send };
      const r = input.reading;
      if (isInFlight(u.step) && u.recovering && !tookEffect(u, r, c.settings.action)) {
        const why: CampaignReason = { code: 'unknownNotSent' };
        patch(u.guid, { step: 'unknown', ...because(why), recovering: false, doneAt: input.at });
        log({ code: 'step', label: u.label, step: 'unknown', why }, u.guid);
        break;
      }
      if (isInFlight(u.step)) {
        const change = { ...verify(u, r, c.settings, input.at), recovering: false };
        patch(u.guid, { ...change, lastReadAt: input.at });
        if (change.step && change.step !== u.step)
          log({ code: 'step', label: u.label, step: change.step, why: change.why }, u.guid);
        break;
      }
      // Queued or waiting: send only in a running campaign, in this unit's wave, with a free slot.
      if (c.status !== 'running' || u.wave !== c.wave || input.at < c.waveStartsAt) {
        patch(u.guid, { lastReadAt: input.at });
        break;
      }
      const expected = c.settings.action === 'update' ? c.settings.expectedVersion : undefined;
      if (expected !== undefined && r.version === expected) {
        const why: CampaignReason = { code: 'alreadyOn', version: expected };
        patch(u.guid, { step: 'skipped', ...because(why), lastReadAt: input.at, doneAt: input.at });
        log({ code: 'step', label: u.label, step: 'skipped', why }, u.guid);
        break;
      }
      if (inQuietHours(input.at, u.zone, c.settings.quietHours)) {
        // Quiet hours are not part of the window: it starts again after them.
        patch(u.guid, {
          step: 'waiting',
          ...because(quietReason(c)),
          waitingSince: undefined,
          lastReadAt: input.at,
        });
        break;
      }
      const notReady = notReadyReason(r);
      if (notReady) {
        const reason = because(notReady);
        patch(u.guid, {
          step: 'waiting',
          ...reason,
          waitingSince: u.waitingSince ?? input.at,
          lastReadAt: input.at,
        });
        if (u.step !== 'waiting' || u.reason !== reason.reason)
          log({ code: 'step', label: u.label, step: 'waiting', why: notReady }, u.guid);
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
        why: undefined,
        before: { version: r.version, boots: r.boots },
        sentAt: input.at,
        answered: false,
        seenBusy: false,
        lastReadAt: input.at,
      });
      send.push(u.guid);
      log({ code: 'sent', label: u.label, action: c.settings.action }, u.guid);
      break;
    }
    case 'tick':
      next = markQuiet(c, input.at, log);
      break;
  }
  return { campaign: settle(next, input.at, events), send };
}

function quietReason(c: Campaign): CampaignReason {
  return { code: 'quietHours', hours: quietHoursText(c.settings.quietHours!) };
}

function status(why: CampaignReason): { statusReason: string; statusWhy: CampaignReason } {
  return { statusReason: reasonText(why), statusWhy: why };
}

/**
 * Units of the sending wave now in their quiet hours wait with that reason, unread (unitsToRead
 * leaves them out), so the page says why they are not sent.
 */
function markQuiet(
  c: Campaign,
  at: number,
  log: (what: CampaignEventWhat, guid?: string) => void,
): Campaign {
  const quiet = c.settings.quietHours;
  if (!quiet || c.status !== 'running' || at < c.waveStartsAt) return c;
  const why = quietReason(c);
  const reason = reasonText(why);
  const changes = new Map<number, CampaignUnit>();
  for (const i of wavePositions(c.units, c.wave)) {
    const u = c.units[i]!;
    if ((u.step !== 'queued' && u.step !== 'waiting') || u.reason === reason) continue;
    if (!inQuietHours(at, u.zone, quiet)) continue;
    log({ code: 'step', label: u.label, step: 'waiting', why }, u.guid);
    changes.set(i, { ...u, step: 'waiting' as const, reason, why, waitingSince: undefined });
  }
  return changes.size ? { ...c, units: replaceAt(c.units, changes) } : c;
}

/** Units of the sending wave in companies where the creator lost the permission skip (docs/decisions.md#engine-campaigns). */
function revoke(
  c: Campaign,
  at: number,
  permitted: ReadonlySet<string>,
  permission: string,
  log: (what: CampaignEventWhat, guid?: string) => void,
): Campaign {
  if (c.status !== 'running' || at < c.waveStartsAt) return c;
  const why: CampaignReason = { code: 'permissionRevoked', permission };
  const changes = new Map<number, CampaignUnit>();
  for (const i of wavePositions(c.units, c.wave)) {
    const u = c.units[i]!;
    if (u.step !== 'queued' && u.step !== 'waiting') continue;
    if (mayAct(u, permitted, c.company)) continue;
    log({ code: 'step', label: u.label, step: 'skipped', why }, u.guid);
    changes.set(i, { ...u, step: 'skipped' as const, ...because(why), doneAt: at });
  }
  return changes.size ? { ...c, units: replaceAt(c.units, changes) } : c;
}

function skipRest(c: Campaign, at: number, why: CampaignReason): Campaign {
  const reason = because(why);
  return {
    ...c,
    units: sameIndex(
      c.units.map((u) =>
        u.step === 'queued' || u.step === 'waiting'
          ? { ...u, step: 'skipped' as const, ...reason, doneAt: at }
          : u,
      ),
      c.units,
    ),
  };
}

/** Time-outs, the threshold, the next wave and the end: what follows from the state and time. */
function settle(c: Campaign, at: number, events: CampaignEvent[]): Campaign {
  const log = (what: CampaignEventWhat, guid?: string) =>
    events.push({ at, text: eventText(what), what, guid });
  const s = c.settings;
  // Only the current wave's units can be in flight or waiting (waveUnits).
  const changes = new Map<number, CampaignUnit>();
  const timeOut = (u: CampaignUnit): CampaignUnit => {
    // A unit being recovered is read before its time-out can fail it (docs/decisions.md#engine-campaigns).
    if (
      isInFlight(u.step) &&
      !u.recovering &&
      u.sentAt !== undefined &&
      at - u.sentAt > s.verifyMs
    ) {
      const why: CampaignReason = { code: 'notVerified', minutes: Math.round(s.verifyMs / 60_000) };
      log({ code: 'step', label: u.label, step: 'failed', why }, u.guid);
      return { ...u, step: 'failed' as const, ...because(why), doneAt: at };
    }
    if (
      c.status === 'running' &&
      u.step === 'waiting' &&
      u.waitingSince !== undefined &&
      at - u.waitingSince > s.waitMs
    ) {
      // An older campaign's unit has its English reason only: that text is kept as it is.
      const why: CampaignReason = { code: 'notReadyInTime', waiting: u.why };
      const reason = u.why || !u.reason ? reasonText(why) : `Not ready in time: ${u.reason}`;
      log({ code: 'step', label: u.label, step: 'skipped', why }, u.guid);
      return { ...u, step: 'skipped' as const, reason, why, doneAt: at };
    }
    return u;
  };
  for (const i of wavePositions(c.units, c.wave)) {
    const u = timeOut(c.units[i]!);
    if (u !== c.units[i]) changes.set(i, u);
  }
  const units = changes.size ? replaceAt(c.units, changes) : c.units;
  let next: Campaign = { ...c, units };

  if (next.status === 'running' || next.status === 'paused') {
    const wave = waveUnits(next);
    const failed = wave.filter((u) => u.step === 'failed').length;
    // Skipped before sending and "unknown" units do not count (docs/decisions.md#engine-campaigns).
    const counted = wave.filter(
      (u) => u.step !== 'unknown' && (u.step !== 'skipped' || u.sentAt !== undefined),
    ).length;
    // More than F % of the wave failed: the outcome of the wave is known, stop at once.
    if (counted > 0 && (failed / counted) * 100 > s.failurePct) {
      const why: CampaignReason = {
        code: 'waveFailed',
        wave: next.wave + 1,
        failed,
        counted,
        failurePct: s.failurePct,
      };
      next = skipRest({ ...next, status: 'stopped', ...status(why) }, at, {
        code: 'campaignStopped',
        why,
      });
      log({ code: 'stopped', why });
    } else if (wave.every((u) => isTerminal(u.step))) {
      if (next.wave + 1 >= next.waveCount) {
        next = { ...next, status: 'done', statusReason: undefined, statusWhy: undefined };
        const counts = stepCounts(next);
        log({
          code: 'done',
          verified: counts.verified,
          failed: counts.failed,
          skipped: counts.skipped,
        });
      } else {
        next = { ...next, wave: next.wave + 1, waveStartsAt: at + s.soakMs };
        log({ code: 'waveComplete', wave: next.wave, soakMinutes: Math.round(s.soakMs / 60_000) });
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
