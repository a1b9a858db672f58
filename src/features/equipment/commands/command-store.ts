import { createStore, useStore } from '@/lib/create-store';
import type { ControllerCommandKind } from './command-availability';
import type { CommandFollow } from './command-progress';

// The reset/update last started from this page, per unit. Module state (not component state) so
// a reply that lands after the user left the page is still recorded, and coming back shows it.

export type CommandState =
  | { phase: 'sending'; kind: ControllerCommandKind; historyId: string }
  | {
      phase: 'failed';
      kind: ControllerCommandKind;
      historyId: string;
      message: string;
      status: number | undefined;
    }
  | { phase: 'following'; historyId: string; follow: CommandFollow };

const states = createStore<ReadonlyMap<string, CommandState>>(new Map());

export function getCommand(guid: string): CommandState | undefined {
  return states.get().get(guid);
}

export function setCommand(guid: string, state: CommandState | undefined): void {
  states.set((prev) => {
    const next = new Map(prev);
    if (state) next.set(guid, state);
    else next.delete(guid);
    return next;
  });
}

export function useCommand(guid: string): CommandState | undefined {
  return useStore(states, (s) => s.get(guid));
}

/** True while a command is on its way or its outcome is still being watched. */
export function isCommandActive(state: CommandState | undefined): boolean {
  return (
    state?.phase === 'sending' ||
    (state?.phase === 'following' && state.follow.status === 'following')
  );
}
