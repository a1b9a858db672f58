import { useCallback, useEffect, useRef } from 'react';
import type { IntlShape } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useResetController, useStartUpdate } from '@/api/equipment-mutations';
import type { Equipment } from '@/domain/documents/schemas';
import { describeError } from '@/components/ui/error-message';
import { currentIntl } from '@/lib/intl';
import { COMMAND_NAMES, type ControllerCommandKind } from './command-availability';
import { addHistoryEntry, updateHistoryEntry } from './command-history';
import { advanceFollow, expireFollow, startFollow, type CommandFollow } from './command-progress';
import { getCommand, isCommandActive, setCommand, useCommand } from './command-store';
import { snapshotOf } from '../derive';
import { unitName } from '../equipment-header';
import { messages } from './messages';

const HEAD = {
  reset: messages.failedReset,
  update: messages.failedUpdate,
} satisfies Record<ControllerCommandKind, unknown>;

const FORBIDDEN = {
  reset: messages.failedForbiddenReset,
  update: messages.failedForbiddenUpdate,
} satisfies Record<ControllerCommandKind, unknown>;

/**
 * A failed command may or may not have reached the unit: never claim either
 * (docs/decisions.md#controller-commands).
 */
export function failureText(
  kind: ControllerCommandKind,
  error: unknown,
  intl: IntlShape = currentIntl(),
): string {
  const head = intl.formatMessage(HEAD[kind]);
  const reason = describeError(error);
  if (isApiError(error, 403)) return intl.formatMessage(FORBIDDEN[kind], { head, reason });
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  return refused
    ? intl.formatMessage(messages.failedRefused, { head, reason })
    : `${head} ${reason}`;
}

function recordEnd(historyId: string, follow: CommandFollow): void {
  if (follow.status !== 'following') {
    updateHistoryEntry(historyId, { status: follow.status, outcome: follow.outcome ?? '' });
  }
}

/**
 * Sends reset/update once per confirmation and follows the unit afterwards. The detail query
 * feeds one snapshot per poll; `dataUpdatedAt` tells fresh readings from cached ones.
 */
export function useControllerCommand(
  guid: string,
  company: string | undefined,
  equipment: Equipment | undefined,
  dataUpdatedAt: number,
) {
  const reset = useResetController(guid, company);
  const update = useStartUpdate(guid, company);
  const state = useCommand(guid);
  const equipmentRef = useRef(equipment);
  useEffect(() => {
    equipmentRef.current = equipment;
  }, [equipment]);

  const send = useCallback(
    async (kind: ControllerCommandKind) => {
      const eq = equipmentRef.current;
      // Synchronous, module-wide guard: a second click, a second dialog or a re-render never sends twice.
      if (!eq || isCommandActive(getCommand(guid))) return;
      const sentAt = Date.now();
      const before = snapshotOf(eq, sentAt);
      const historyId = addHistoryEntry({
        at: sentAt,
        guid,
        unit: unitName(eq),
        ...(company ? { company } : {}),
        action: kind,
        status: 'following',
        outcome: currentIntl().formatMessage(messages.outcomeSent),
      });
      setCommand(guid, { phase: 'sending', kind, historyId });
      try {
        await (kind === 'reset' ? reset : update).mutateAsync();
        setCommand(guid, {
          phase: 'following',
          historyId,
          follow: startFollow(kind, before, sentAt),
        });
        updateHistoryEntry(historyId, {
          status: 'following',
          outcome: currentIntl().formatMessage(messages.outcomeAccepted),
        });
      } catch (error) {
        const message = failureText(kind, error);
        setCommand(guid, {
          phase: 'failed',
          kind,
          historyId,
          message,
          status: isApiError(error) ? error.status : undefined,
        });
        updateHistoryEntry(historyId, { status: 'failed', outcome: message });
      }
    },
    [guid, company, reset, update],
  );

  // One fresh reading of the unit → one step of the follow. Readings since the request was sent
  // count (the refetch after the reply lands before the reply is handed back to us).
  const isFollowPhase = state?.phase === 'following';
  useEffect(() => {
    const current = getCommand(guid);
    if (current?.phase !== 'following' || !equipment || dataUpdatedAt < current.follow.acceptedAt)
      return;
    const next = advanceFollow(current.follow, snapshotOf(equipment, Date.now()), Date.now());
    if (next === current.follow) return;
    setCommand(guid, { ...current, follow: next });
    recordEnd(current.historyId, next);
  }, [guid, equipment, dataUpdatedAt, isFollowPhase]);

  // The 3-minute limit also ends a follow when polls stop answering.
  const following = state?.phase === 'following' && state.follow.status === 'following';
  useEffect(() => {
    if (!following) return;
    const id = setInterval(() => {
      const current = getCommand(guid);
      if (current?.phase !== 'following') return;
      const next = expireFollow(current.follow, Date.now());
      if (next === current.follow) return;
      setCommand(guid, { ...current, follow: next });
      recordEnd(current.historyId, next);
    }, 1_000);
    return () => clearInterval(id);
  }, [guid, following]);

  const dismiss = useCallback(() => {
    if (!isCommandActive(getCommand(guid))) setCommand(guid, undefined);
  }, [guid]);

  return { state, send, dismiss, following, actionName: COMMAND_NAMES };
}
