import type { HealthClass } from '@/domain/equipment/equipment-state';

// One colour per health class (docs/decisions.md#equipment-state), used by badges, summary tiles
// and charts alike. Text colours keep WCAG AA contrast on their background in both themes.
export const HEALTH_BADGE_CLASSES: Record<HealthClass, string> = {
  ok: 'bg-ok-soft text-ok-on-soft ring-emerald-600/30',
  busy: 'bg-busy-soft text-busy-on-soft ring-sky-600/30',
  attention: 'bg-attention-soft text-attention-on-soft ring-amber-600/30',
  fault: 'bg-fault-soft text-fault-on-soft ring-red-600/30',
  offline: 'bg-offline-soft text-offline-on-soft ring-slate-500/30',
  unknown: 'bg-unknown-soft text-unknown-on-soft ring-violet-600/30',
};

export const HEALTH_DOT_CLASSES: Record<HealthClass, string> = {
  ok: 'bg-ok-solid',
  busy: 'bg-busy-solid',
  attention: 'bg-attention-solid',
  fault: 'bg-fault-solid',
  offline: 'bg-offline-solid',
  unknown: 'bg-unknown-solid',
};
