import { useSyncExternalStore } from 'react';
import type { ControllerActionKind } from './action-availability';
import type { ActionFollow } from './action-progress';

// The reset/update last started from this page, per unit. Module state (not component state) so
// a reply that lands after the user left the page is still recorded, and coming back shows it.

export type CommandState =
  | { phase: 'sending'; kind: ControllerActionKind; historyId: string }
  | {
      phase: 'failed';
      kind: ControllerActionKind;
      historyId: string;
      message: string;
      status: number | undefined;
    }
  | { phase: 'following'; historyId: string; follow: ActionFollow };

const states = new Map<string, CommandState>();
const listeners = new Set<() => void>();

export function getCommand(guid: string): CommandState | undefined {
  return states.get(guid);
}

export function setCommand(guid: string, state: CommandState | undefined): void {
  if (state) states.set(guid, state);
  else states.delete(guid);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCommand(guid: string): CommandState | undefined {
  return useSyncExternalStore(
    subscribe,
    () => states.get(guid),
    () => undefined,
  );
}

/** True while a command is on its way or its outcome is still being watched. */
export function isCommandActive(state: CommandState | undefined): boolean {
  return (
    state?.phase === 'sending' ||
    (state?.phase === 'following' && state.follow.status === 'following')
  );
}
