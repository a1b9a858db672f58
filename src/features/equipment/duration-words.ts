import type { IntlShape } from 'react-intl';
import { messages } from './messages';

// "10 minutes", "90 seconds", "1 hour", "36 hours" in the language on screen: whole units only,
// so the offline rule reads exactly (as formatDurationWords in src/domain/fleet/last-seen.ts for English).
const UNITS: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1_000, 'second'],
];

export function durationWords(intl: IntlShape, ms: number): string {
  for (const [size, unit] of UNITS) {
    if (ms >= size && ms % size === 0)
      return intl.formatMessage(messages.durationWords, { unit, n: ms / size });
  }
  return intl.formatMessage(messages.durationWords, { unit: 'ms', n: ms });
}
