import type { HealthClass } from '@/domain/equipment/equipment-state';

// One colour per health class (docs/decisions.md#equipment-state), used by badges, summary tiles
// and charts alike. Text colours keep WCAG AA contrast on their background in both themes.
export const HEALTH_BADGE_CLASSES: Record<HealthClass, string> = {
  ok: 'bg-ok-soft text-ok-on-soft ring-ok-solid/30',
  busy: 'bg-busy-soft text-busy-on-soft ring-busy-solid/30',
  attention: 'bg-attention-soft text-attention-on-soft ring-attention-solid/30',
  fault: 'bg-fault-soft text-fault-on-soft ring-fault-solid/30',
  offline: 'bg-offline-soft text-offline-on-soft ring-offline-solid/30',
  unknown: 'bg-unknown-soft text-unknown-on-soft ring-unknown-solid/30',
};

export const HEALTH_DOT_CLASSES: Record<HealthClass, string> = {
  ok: 'bg-ok-solid',
  busy: 'bg-busy-solid',
  attention: 'bg-attention-solid',
  fault: 'bg-fault-solid',
  offline: 'bg-offline-solid',
  unknown: 'bg-unknown-solid',
};
