import type { IntlShape } from 'react-intl';
import type { DerivedStateName } from '@/domain/equipment/equipment-state';
import { currentIntl } from '@/lib/intl';
import type { ControllerCommandKind } from './command-availability';
import { stateNames } from '@/components/ui/state/messages';
import { messages } from './messages';

// docs/decisions.md#controller-commands: after a 2xx the outcome is verified by re-reading the
// unit, never assumed. This is the pure state machine; the page feeds it one snapshot per poll
// (every 2 s, docs/decisions.md#freshness). Texts are in the language on screen (`intl`, by default
// `currentIntl()`: English in unit tests); an outcome keeps the language it was made in.

export const FOLLOW_LIMIT_MS = 180_000;

export interface UnitSnapshot {
  state: DerivedStateName;
  version: string | null | undefined;
  /** controller.logs.boot: a reset that was too quick to be seen still leaves a boot log. */
  bootLogs: number | undefined;
}

export type FollowStatus = 'following' | 'verified' | 'unexpected' | 'no-change' | 'stuck';

export interface CommandFollow {
  kind: ControllerCommandKind;
  /** When the command was sent (ms): the 3-minute limit counts from here, older readings are ignored. */
  acceptedAt: number;
  before: UnitSnapshot;
  current: UnitSnapshot;
  /** Distinct states seen since acceptance, in order. */
  seen: DerivedStateName[];
  status: FollowStatus;
  outcome?: string;
}

const RESET_STEPS: ReadonlySet<DerivedStateName> = new Set([
  'controller-powerup',
  'controller-setting-time',
]);
const UPDATE_STEPS: ReadonlySet<DerivedStateName> = new Set([
  'controller-copy-files',
  'controller-online-update',
  'controller-powerup',
  'controller-setting-time',
]);
// A rebooting controller may drop off the network for a moment: not an end state.
const PASSING: ReadonlySet<DerivedStateName> = new Set([
  'offline',
  'controller-timeout',
  'unknown',
]);

export function startFollow(
  kind: ControllerCommandKind,
  before: UnitSnapshot,
  acceptedAt: number,
): CommandFollow {
  return { kind, acceptedAt, before, current: before, seen: [], status: 'following' };
}

export function formatVersion(
  version: string | null | undefined,
  intl: IntlShape = currentIntl(),
): string {
  return typeof version === 'string' && version.trim()
    ? version
    : intl.formatMessage(messages.noVersion);
}

/** A state's name, e.g. "Powering up". */
export function stateName(state: DerivedStateName, intl: IntlShape = currentIntl()): string {
  return intl.formatMessage(stateNames[state]);
}

function isSettled(kind: ControllerCommandKind, state: DerivedStateName): boolean {
  const steps = kind === 'reset' ? RESET_STEPS : UPDATE_STEPS;
  return !steps.has(state) && !PASSING.has(state);
}

function sawChange(f: CommandFollow, snap: UnitSnapshot, seen: DerivedStateName[]): boolean {
  if (f.kind === 'reset') {
    const booted =
      snap.bootLogs !== undefined &&
      f.before.bootLogs !== undefined &&
      snap.bootLogs > f.before.bootLogs;
    return booted || seen.some((s) => RESET_STEPS.has(s));
  }
  const versionChanged = typeof snap.version === 'string' && snap.version !== f.before.version;
  return (
    versionChanged ||
    seen.some((s) => s === 'controller-copy-files' || s === 'controller-online-update')
  );
}

/** Inside an English sentence a state reads in lower case; nl/de put it after a colon as is. */
function label(state: DerivedStateName, intl: IntlShape): string {
  const name = stateName(state, intl);
  return intl.locale === 'en' ? name.toLowerCase() : name;
}

/** Applies one fresh reading of the unit, then the 3-minute limit. Ended follows never change. */
export function advanceFollow(f: CommandFollow, snap: UnitSnapshot, now: number): CommandFollow {
  if (f.status !== 'following') return f;
  const seen = f.seen.at(-1) === snap.state ? f.seen : [...f.seen, snap.state];
  const next: CommandFollow = { ...f, current: snap, seen };
  const changed = sawChange(f, snap, seen);
  if (changed && isSettled(f.kind, snap.state)) return { ...next, ...endOf(f, snap) };
  return expireFollow(next, now, changed);
}

function endOf(f: CommandFollow, snap: UnitSnapshot): Pick<CommandFollow, 'status' | 'outcome'> {
  const intl = currentIntl();
  if (f.kind === 'reset') {
    return snap.state === 'stand-by'
      ? { status: 'verified', outcome: intl.formatMessage(messages.outcomeResetVerified) }
      : {
          status: 'unexpected',
          outcome: intl.formatMessage(messages.outcomeResetUnexpected, {
            state: label(snap.state, intl),
          }),
        };
  }
  if (typeof snap.version === 'string' && snap.version !== f.before.version) {
    return {
      status: 'verified',
      outcome: intl.formatMessage(messages.outcomeUpdated, {
        from: formatVersion(f.before.version, intl),
        to: snap.version,
      }),
    };
  }
  return {
    status: 'unexpected',
    outcome: intl.formatMessage(messages.outcomeNoNewVersion, {
      version: formatVersion(snap.version, intl),
    }),
  };
}

/**
 * The 3-minute limit (docs/decisions.md#freshness), also checked between polls so a silent unit
 * still ends the follow.
 */
export function expireFollow(
  f: CommandFollow,
  now: number,
  changed = sawChange(f, f.current, f.seen),
): CommandFollow {
  if (f.status !== 'following' || now - f.acceptedAt < FOLLOW_LIMIT_MS) return f;
  const intl = currentIntl();
  if (!changed)
    return { ...f, status: 'no-change', outcome: intl.formatMessage(messages.outcomeNoChange) };
  return {
    ...f,
    status: 'stuck',
    outcome: intl.formatMessage(messages.outcomeStuck, { state: label(f.current.state, intl) }),
  };
}

/** The step the user is waiting for, in words. */
export function followStepText(f: CommandFollow, intl: IntlShape = currentIntl()): string {
  const state = stateName(f.current.state, intl);
  if (f.kind === 'reset') {
    return f.seen.some((s) => RESET_STEPS.has(s))
      ? intl.formatMessage(messages.resetRestarting, { state })
      : intl.formatMessage(messages.resetAccepted, { state });
  }
  return f.seen.some((s) => UPDATE_STEPS.has(s))
    ? intl.formatMessage(messages.updateRunning, { state })
    : intl.formatMessage(messages.updateAccepted, { state });
}

/** The expected state sequence shown as steps; `done` marks those already seen. */
export function expectedSteps(
  f: CommandFollow,
  intl: IntlShape = currentIntl(),
): { state: DerivedStateName; label: string; done: boolean }[] {
  const steps: DerivedStateName[] =
    f.kind === 'reset'
      ? ['controller-powerup', 'stand-by']
      : ['controller-copy-files', 'controller-online-update', 'stand-by'];
  const last = steps.length - 1;
  // The unit may sit in stand-by before it starts, so the final step counts only once ended.
  return steps.map((state, i) => ({
    state,
    label: stateName(state, intl),
    done:
      i === last ? f.status !== 'following' && f.current.state === state : f.seen.includes(state),
  }));
}
