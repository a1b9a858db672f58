import type { DerivedStateName } from '../equipment/equipment-state.ts';
import { reasonText, type CampaignReason } from './campaign-reasons.ts';
import type { CampaignSettings } from './campaign-plan.ts';

// What a fresh read of a campaign unit means: ready to send, busy with the action, verified or
// failed (docs/decisions.md#campaigns), and after a restart whether a request that may have left took effect (docs/decisions.md#engine-campaigns).

/** What a fresh read of a unit says (equipment detail, derived as the badge does). */
export interface UnitReading {
  state: DerivedStateName;
  version: string | null | undefined;
  boots: number | undefined;
}

/** The unit fields verification compares with (a subset of CampaignUnit). */
export interface SentUnit {
  before: { version: string | null | undefined; boots: number | undefined } | undefined;
  seenBusy: boolean;
}

export interface Verdict {
  step?: 'updating' | 'verified' | 'failed';
  reason?: string;
  why?: CampaignReason;
  seenBusy?: boolean;
  doneAt?: number;
}

/**
 * A unit the service says is not there for us (404/403) reads as a unit with no device: it waits,
 * then is skipped after the campaign's wait window (sent: fails after the verification window),
 * so one unreadable unit never stalls its wave. Both runners use it.
 */
export const NOT_THERE: UnitReading = { state: 'no-device', version: undefined, boots: undefined };

/** Whether the HTTP status of a unit's read means it is not there for us. */
export const isNotThere = (status: number) => status === 404 || status === 403;

export const SETTLED: ReadonlySet<DerivedStateName> = new Set(['stand-by', 'cleaning']);
export const BUSY: ReadonlySet<DerivedStateName> = new Set([
  'controller-powerup',
  'controller-setting-time',
  'controller-copy-files',
  'controller-online-update',
]);
const ERROR: ReadonlySet<DerivedStateName> = new Set(['controller-error', 'controller-timeout']);
const UPDATE_STEPS: ReadonlySet<DerivedStateName> = new Set([
  'controller-copy-files',
  'controller-online-update',
]);

/** The reason as code and in English. */
export function because(why: CampaignReason): { reason: string; why: CampaignReason } {
  return { reason: reasonText(why), why };
}

export function notReadyReason(r: UnitReading): CampaignReason | undefined {
  if (r.state === 'offline' || r.state === 'no-device') return { code: 'offline' };
  if (BUSY.has(r.state)) return { code: 'busy', state: r.state };
  if (!SETTLED.has(r.state)) return { code: 'notSettled', state: r.state };
  return undefined;
}

/**
 * after a restart, whether a request that may have left took effect — an update: the unit
 * is in an update step or its version changed; a reset: it is powering up or booted again.
 */
export function tookEffect(u: SentUnit, r: UnitReading, action: 'update' | 'reset'): boolean {
  if (action === 'update') return UPDATE_STEPS.has(r.state) || r.version !== u.before?.version;
  return (
    r.state === 'controller-powerup' ||
    (r.boots !== undefined && u.before?.boots !== undefined && r.boots > u.before.boots)
  );
}

export function verify(
  u: SentUnit,
  r: UnitReading,
  s: Pick<CampaignSettings, 'action' | 'expectedVersion'>,
  at: number,
): Verdict {
  if (ERROR.has(r.state))
    return { step: 'failed', ...because({ code: 'errorState', state: r.state }), doneAt: at };
  if (BUSY.has(r.state)) return { step: 'updating', seenBusy: true };
  if (!SETTLED.has(r.state)) return {};
  if (s.action === 'update') {
    const changed = r.version !== u.before?.version;
    if (!changed) return {};
    if (s.expectedVersion !== undefined && r.version !== s.expectedVersion)
      return {
        step: 'failed',
        ...because({ code: 'runsExpected', version: r.version, expected: s.expectedVersion }),
        doneAt: at,
      };
    return { step: 'verified', ...because({ code: 'runs', version: r.version }), doneAt: at };
  }
  // A reset: back to a settled state after having been busy (or after a new boot log).
  const rebooted =
    u.seenBusy ||
    (r.boots !== undefined && u.before?.boots !== undefined && r.boots > u.before.boots);
  return rebooted ? { step: 'verified', ...because({ code: 'backSettled' }), doneAt: at } : {};
}
