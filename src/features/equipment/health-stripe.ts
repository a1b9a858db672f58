import type { HealthClass } from '@/domain/equipment/equipment-state';

// The header's left edge in the health colour (docs/decisions.md#equipment-state), so the unit's
// condition reads at a glance.
export const HEALTH_STRIPE_CLASSES: Record<HealthClass, string> = {
  ok: 'border-l-ok-solid',
  busy: 'border-l-busy-solid',
  attention: 'border-l-attention-solid',
  fault: 'border-l-fault-solid',
  offline: 'border-l-offline-solid',
  unknown: 'border-l-unknown-solid',
};
