import type { Equipment } from '@/domain/documents/schemas';
import { getRuntimeConfig } from '@/config/runtime-config';
import { deriveEquipmentState, type DerivedState } from '@/domain/equipment/equipment-state';
import type { UnitSnapshot } from './commands/command-progress';

/**
 * docs/decisions.md#equipment-state with the runtime config's state codes and offline threshold.
 */
export function deriveState(eq: Equipment, now: number): DerivedState {
  const { offlineAfterMs, stateCodes } = getRuntimeConfig();
  return deriveEquipmentState(eq, { now, offlineAfterMs, stateCodes });
}

export function snapshotOf(eq: Equipment, now: number): UnitSnapshot {
  return {
    state: deriveState(eq, now).state,
    version: eq.controller?.release?.version,
    bootLogs: eq.controller?.logs?.boot,
  };
}
