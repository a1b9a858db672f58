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
  /** Whole percent of the limit reached (percentOfLimit). */
  percent?: number;
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
  return { ratio, status, remainingMinutes: limit - value, percent: percentOfLimit(value, limit) };
}

/**
 * The whole percent of the limit a counter reached, rounded down, so the number never says more
 * than the status: 100 % only at the limit (Overdue), 90 % only from Due soon on. Rounding showed
 * 799 h 44 min of 800 h as "100 %, Due soon". Computed from the minutes, not from value / limit,
 * so an exact 90 % is not 89 (0.9 × 100 is not exact in floating point; 720 × 100 / 800 is).
 */
export const percentOfLimit = (value: number, limit: number): number =>
  Math.floor((value * 100) / limit);

/**
 * The counter types the dashboard has names for (the simulator's and the controller's usual ones):
 * the screen shows these in the language on screen (src/components/ui/counter-names).
 */
export const KNOWN_COUNTER_TYPES = [
  'operating',
  'lamps',
  'facial_lamps',
  'shoulder_lamps',
  'led',
  'climate_filter',
] as const;
export type KnownCounterType = (typeof KNOWN_COUNTER_TYPES)[number];

/** English names of the known types: the CSV files (data) and the English messages say these. */
export const COUNTER_TYPE_NAMES: Readonly<Record<KnownCounterType, string>> = {
  operating: 'Operating hours',
  lamps: 'Lamps',
  facial_lamps: 'Facial tanner lamps',
  shoulder_lamps: 'Shoulder tanner lamps',
  led: 'LED',
  climate_filter: 'Climate filter',
};

export const UNNAMED_COUNTER = 'Unnamed counter';

/**
 * What a counter type is called, as a code: a known type, no type at all, or another type the
 * service sent, made readable. That last one is the service's own word and is shown as sent in
 * every language (docs/decisions.md#languages), like the error catalog's descriptions.
 */
export type CounterName =
  | { kind: 'known'; type: KnownCounterType }
  | { kind: 'unnamed' }
  | { kind: 'other'; words: string };

const isKnown = (type: string): type is KnownCounterType =>
  (KNOWN_COUNTER_TYPES as readonly string[]).includes(type);

export function counterName(type: string | null | undefined): CounterName {
  if (type && isKnown(type)) return { kind: 'known', type };
  const words = humanise(type ?? '');
  return words ? { kind: 'other', words } : { kind: 'unnamed' };
}

/** Counter types are free strings ("lamp_hours", "sessionTime"): make them readable, keep the rest. */
function humanise(type: string): string {
  const words = type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (!words) return '';
  // Acronyms such as UV or LED stay upper case; other words read as a sentence.
  const sentence = words
    .split(' ')
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The counter's name in English: for CSV files (data, English like every CSV column). */
export function counterTypeLabel(type: string | null | undefined): string {
  const name = counterName(type);
  if (name.kind === 'known') return COUNTER_TYPE_NAMES[name.type];
  return name.kind === 'unnamed' ? UNNAMED_COUNTER : name.words;
}
