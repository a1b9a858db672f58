// Minutes; `limit` is the value where service is due (docs/decisions.md#maintenance-counters).

export type CounterStatus = 'ok' | 'due-soon' | 'overdue' | 'no-limit';

/** Due soon from 90 % of the limit on. */
export const DUE_SOON_RATIO = 0.9;

export interface CounterProgress {
  /** value / limit, not clamped: 1.2 means 20 % past the limit (clamp when drawing a bar). */
  ratio?: number;
  status: CounterStatus;
  /** limit − value in minutes; negative once overdue. */
  remainingMinutes?: number;
}

const usable = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export function counterProgress(counter: {
  value?: number | null;
  limit?: number | null;
}): CounterProgress {
  const { value, limit } = counter;
  // A missing, zero or negative limit cannot be progressed toward; neither can a broken value.
  if (!usable(limit) || limit <= 0 || !usable(value) || value < 0) return { status: 'no-limit' };
  const ratio = value / limit;
  const status = ratio >= 1 ? 'overdue' : ratio >= DUE_SOON_RATIO ? 'due-soon' : 'ok';
  return { ratio, status, remainingMinutes: limit - value };
}

/** Counter types are free strings ("lamp_hours", "sessionTime"): make them readable, keep the rest. */
export function counterTypeLabel(type: string | null | undefined): string {
  const words = (type ?? '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (!words) return 'Unnamed counter';
  // Acronyms such as UV or LED stay upper case; other words read as a sentence.
  const sentence = words
    .split(' ')
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
