import type { DerivedStateName } from '@/domain/equipment/equipment-state';

// Colours per controller state for the band: heating-related states stand out (in-session warm,
// cooldown cool), stand-by stays quiet, faults are red. Each has ≥ 3:1 contrast on both themes.
const STATE_FILLS: Partial<Record<DerivedStateName, string>> = {
  'in-session': '#ea580c',
  'session-paused': '#d97706',
  cooldown: '#0284c7',
  'stand-by': '#94a3b8',
  cleaning: '#8b5cf6',
  'controller-error': '#dc2626',
  'controller-warning': '#ca8a04',
  'controller-powerup': '#0d9488',
  'controller-copy-files': '#2563eb',
  'controller-online-update': '#2563eb',
};

const FALLBACK = '#64748b';

export function stateFill(state: DerivedStateName): string {
  return STATE_FILLS[state] ?? FALLBACK;
}
