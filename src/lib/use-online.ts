import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser has a network, as React Query sees it (it pauses fetches while offline):
 * the offline notice, commands never queued offline (docs/decisions.md#controller-commands), the
 * background hosts waiting for the network.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
