// docs/decisions.md#work-orders: the unit logbook's entries, what each kind needs, and the checks shared by the form (typed
// text, the user's language) and the engine's route (JSON numbers).
import type { Locale } from '../locale';
import { parseLocalInteger, parseLocalNumber } from './local-number';

/** Kinds a person adds with **Add entry**. */
export const MANUAL_KINDS = [
  'lamp-change',
  'acrylic-change',
  'irradiance',
  'uv-type',
  'cleaning',
  'inspection',
  'note',
] as const;
export type ManualKind = (typeof MANUAL_KINDS)[number];

// The engine adds 'part-change', 'reset', 'update' and 'work-order' entries by itself.

/** Above this many W/m² an irradiance measurement is flagged (the Dutch and EU limit). */
export const IRRADIANCE_LIMIT = 0.3;
export const irradianceFlagged = (wPerM2: number): boolean => wPerM2 > IRRADIANCE_LIMIT;

export interface LogbookEntryInput {
  kind: ManualKind;
  /** The day it was done, "2026-11-27"; never after today. */
  day: string;
  text?: string;
  lampType?: string;
  count?: number;
  wPerM2?: number;
  instrument?: string;
  measuredBy?: string;
  uvType?: number;
}

export type EntryField =
  | 'kind'
  | 'day'
  | 'text'
  | 'lampType'
  | 'count'
  | 'wPerM2'
  | 'instrument'
  | 'measuredBy'
  | 'uvType';
export type EntryReason =
  | 'required'
  | 'not-a-date'
  | 'future-date'
  | 'not-a-number'
  | 'whole-number'
  | 'must-be-positive'
  | 'uv-type-range'
  | 'too-long';
export interface EntryProblem {
  field: EntryField;
  reason: EntryReason;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 2000;
const blank = (s: string | undefined) => !s || !s.trim();

/** What is wrong with an entry (empty: nothing). `today` is the latest allowed day. */
export function entryProblems(e: LogbookEntryInput, today: string): EntryProblem[] {
  const out: EntryProblem[] = [];
  const need = (field: EntryField, ok: boolean, reason: EntryReason = 'required') => {
    if (!ok) out.push({ field, reason });
  };
  if (!DAY.test(e.day) || Number.isNaN(Date.parse(e.day))) need('day', false, 'not-a-date');
  else need('day', e.day <= today, 'future-date');
  for (const f of ['text', 'lampType', 'instrument', 'measuredBy'] as const)
    need(f, (e[f]?.length ?? 0) <= MAX_TEXT, 'too-long');
  switch (e.kind) {
    case 'lamp-change':
      need('lampType', !blank(e.lampType));
      if (e.count === undefined) need('count', false);
      else if (!Number.isInteger(e.count)) need('count', false, 'whole-number');
      else need('count', e.count > 0, 'must-be-positive');
      break;
    case 'irradiance':
      if (e.wPerM2 === undefined) need('wPerM2', false);
      else need('wPerM2', Number.isFinite(e.wPerM2) && e.wPerM2 >= 0, 'must-be-positive');
      need('instrument', !blank(e.instrument));
      need('measuredBy', !blank(e.measuredBy));
      break;
    case 'uv-type':
      need(
        'uvType',
        Number.isInteger(e.uvType) && e.uvType! >= 1 && e.uvType! <= 4,
        'uv-type-range',
      );
      break;
    case 'note':
    case 'inspection':
      need('text', !blank(e.text));
      break;
    default:
      break;
  }
  return out;
}

/** The form's text fields, as typed. */
export type EntryDraft = Partial<Record<Exclude<EntryField, 'kind'>, string>> & {
  kind: ManualKind;
};

/** Reads a typed draft in the user's language: the entry, or the problems to show by field. */
export function readDraft(
  draft: EntryDraft,
  locale: Locale,
  today: string,
): { entry: LogbookEntryInput; problems: EntryProblem[] } {
  const problems: EntryProblem[] = [];
  const number = (field: 'count' | 'wPerM2' | 'uvType', whole: boolean) => {
    const text = draft[field];
    if (blank(text)) return undefined;
    const n = whole ? parseLocalInteger(text!, locale) : parseLocalNumber(text!, locale);
    if (n === undefined) {
      const reason =
        whole && parseLocalNumber(text!, locale) !== undefined ? 'whole-number' : 'not-a-number';
      problems.push({ field, reason });
    }
    return n;
  };
  const str = (field: 'text' | 'lampType' | 'instrument' | 'measuredBy') =>
    blank(draft[field]) ? undefined : draft[field]!.trim();
  const entry: LogbookEntryInput = {
    kind: draft.kind,
    day: (draft.day ?? '').trim(),
    text: str('text'),
    ...(draft.kind === 'lamp-change'
      ? { lampType: str('lampType'), count: number('count', true) }
      : {}),
    ...(draft.kind === 'irradiance'
      ? {
          wPerM2: number('wPerM2', false),
          instrument: str('instrument'),
          measuredBy: str('measuredBy'),
        }
      : {}),
    ...(draft.kind === 'uv-type' ? { uvType: number('uvType', true) } : {}),
  };
  const seen = new Set(problems.map((p) => p.field));
  for (const p of entryProblems(entry, today)) if (!seen.has(p.field)) problems.push(p);
  return { entry, problems };
}
