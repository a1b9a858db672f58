import type { HealthClass } from '@/domain/equipment-state';

// The header's left edge in the health colour (A7), so the unit's condition reads at a glance.
export const HEALTH_STRIPE_CLASSES: Record<HealthClass, string> = {
  ok: 'border-l-emerald-500',
  busy: 'border-l-sky-500',
  attention: 'border-l-amber-500',
  fault: 'border-l-red-600',
  offline: 'border-l-slate-400',
  unknown: 'border-l-violet-500',
};
