import type { HealthClass } from '@/domain/equipment-state';

// The header's left edge in the health colour (docs/decisions.md#equipment-state), so the unit's
// condition reads at a glance. The dark: variants are needed because the card's dark border colour
// would otherwise win.
export const HEALTH_STRIPE_CLASSES: Record<HealthClass, string> = {
  ok: 'border-l-emerald-500 dark:border-l-emerald-500',
  busy: 'border-l-sky-500 dark:border-l-sky-500',
  attention: 'border-l-amber-500 dark:border-l-amber-500',
  fault: 'border-l-red-600 dark:border-l-red-500',
  offline: 'border-l-slate-400 dark:border-l-slate-500',
  unknown: 'border-l-violet-500 dark:border-l-violet-500',
};
