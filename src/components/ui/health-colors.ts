import type { HealthClass } from '@/domain/equipment-state';

// One colour per health class (docs/decisions.md#equipment-state), used by badges, summary tiles
// and charts alike. Text colours keep WCAG AA contrast on their background in both themes.
export const HEALTH_BADGE_CLASSES: Record<HealthClass, string> = {
  ok: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-900/50 dark:text-emerald-100',
  busy: 'bg-sky-100 text-sky-900 ring-sky-600/30 dark:bg-sky-900/50 dark:text-sky-100',
  attention:
    'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-900/50 dark:text-amber-100',
  fault: 'bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-900/50 dark:text-red-100',
  offline: 'bg-slate-200 text-slate-800 ring-slate-500/30 dark:bg-slate-700 dark:text-slate-100',
  unknown:
    'bg-violet-100 text-violet-900 ring-violet-600/30 dark:bg-violet-900/50 dark:text-violet-100',
};

export const HEALTH_DOT_CLASSES: Record<HealthClass, string> = {
  ok: 'bg-emerald-500',
  busy: 'bg-sky-500',
  attention: 'bg-amber-500',
  fault: 'bg-red-600',
  offline: 'bg-slate-400',
  unknown: 'bg-violet-500',
};
