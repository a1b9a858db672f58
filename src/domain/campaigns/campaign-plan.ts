import type { CampaignReason } from './campaign-reasons.ts';
import { localClock, type UnitZone } from '../local-clock.ts';

// A campaign's settings, its waves and its frozen unit list
// (docs/decisions.md#campaigns). Pure: the form validates with it, the runner
// (campaign-engine.ts) plays it out.

export type CampaignAction = 'update' | 'reset';

/** Minutes after local midnight, start inclusive, end exclusive; may wrap midnight (22:00–06:00). */
export interface QuietHours {
  from: number;
  to: number;
}

export interface CampaignSettings {
  action: CampaignAction;
  firstWave: number;
  /** Each next wave is this multiple of the last (≥ 1). */
  growth: number;
  /** At most this many units busy (sent, not yet verified or failed) at once. */
  maxBusy: number;
  soakMs: number;
  /** A wave with more than this share (percent) failed stops the campaign. */
  failurePct: number;
  quietHours: QuietHours | undefined;
  expectedVersion: string | undefined;
  /**
   * The campaign's window per unit: a unit not ready (offline, busy, in a session) this long is
   * skipped; time in quiet hours does not count (docs/decisions.md#campaigns).
   */
  waitMs: number;
  /** A sent unit not verified this long has failed (config campaignVerifyMs). */
  verifyMs: number;
}

export const DEFAULT_SETTINGS: Omit<CampaignSettings, 'verifyMs'> = {
  action: 'update',
  firstWave: 1,
  growth: 2,
  maxBusy: 2,
  soakMs: 5 * 60_000,
  failurePct: 20,
  quietHours: undefined,
  expectedVersion: undefined,
  waitMs: 60 * 60_000,
};

/** Above this many units the user types the campaign's name to start it. */
export const CONFIRM_BY_NAME_ABOVE = 20;

/** Unit sizes of the waves: N, N·g, N·g², … (rounded up), the last one holding the rest. */
export function waveSizes(total: number, firstWave: number, growth: number): number[] {
  const sizes: number[] = [];
  let left = total;
  let next = Math.max(1, Math.floor(firstWave));
  while (left > 0) {
    const size = Math.min(left, next);
    sizes.push(size);
    left -= size;
    next = Math.max(next, Math.ceil(next * Math.max(1, growth)));
  }
  return sizes;
}

// One clock per zone: building an Intl formatter per unit and round would cost seconds at 100k.
const clocks = new Map<string, (ms: number) => number>();
function offsetAt(zone: UnitZone | undefined, at: number): number {
  const key = `${zone?.timezone ?? ''}|${zone?.timezone_offset ?? ''}`;
  let f = clocks.get(key);
  if (!f) {
    if (clocks.size > 1000) clocks.clear();
    f = localClock(zone).offsetAt;
    clocks.set(key, f);
  }
  return f(at);
}

export function minuteOfDay(at: number, zone: UnitZone | undefined): number {
  const wall = at + offsetAt(zone, at);
  return Math.floor((((wall % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
}

/** Whether `at` falls in the quiet hours on the unit's own wall clock. */
export function inQuietHours(
  at: number,
  zone: UnitZone | undefined,
  quiet: QuietHours | undefined,
): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const m = minuteOfDay(at, zone);
  return quiet.from < quiet.to ? m >= quiet.from && m < quiet.to : m >= quiet.from || m < quiet.to;
}

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export const quietHoursText = (q: QuietHours) => `${hhmm(q.from)}–${hhmm(q.to)}`;

/** "22:00-06:00" (also "22:00–06:00", "22-6"); '' = none. */
export function parseQuietHours(text: string): QuietHours | undefined | 'invalid' {
  const t = text.trim();
  if (t === '') return undefined;
  const m = /^(\d{1,2})(?::(\d{2}))?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?$/.exec(t);
  if (!m) return 'invalid';
  const [h1, m1, h2, m2] = [m[1], m[2] ?? '0', m[3], m[4] ?? '0'].map(Number) as number[];
  if (h1! > 23 || h2! > 24 || m1! > 59 || m2! > 59 || (h2 === 24 && m2 !== 0)) return 'invalid';
  const from = h1! * 60 + m1!;
  const to = (h2! * 60 + m2!) % 1440;
  return from === to ? 'invalid' : { from, to };
}

/** What the form holds: text as typed, so nothing is lost when a value is wrong. */
export interface CampaignForm {
  name: string;
  action: CampaignAction;
  expectedVersion: string;
  firstWave: string;
  growth: string;
  maxBusy: string;
  soakMinutes: string;
  failurePct: string;
  quietHours: string;
  waitMinutes: string;
}

export function defaultForm(): CampaignForm {
  return {
    name: '',
    action: DEFAULT_SETTINGS.action,
    expectedVersion: '',
    firstWave: String(DEFAULT_SETTINGS.firstWave),
    growth: String(DEFAULT_SETTINGS.growth),
    maxBusy: String(DEFAULT_SETTINGS.maxBusy),
    soakMinutes: String(DEFAULT_SETTINGS.soakMs / 60_000),
    failurePct: String(DEFAULT_SETTINGS.failurePct),
    quietHours: '',
    waitMinutes: String(DEFAULT_SETTINGS.waitMs / 60_000),
  };
}

/**
 * What is wrong with a field, as a code: the form shows it as a message in the language on
 * screen (src/features/updates/messages.ts, FORM_ERROR_MESSAGES).
 */
export type FormErrorCode =
  | 'nameMissing'
  | 'nameTooLong'
  | 'noUnits'
  | 'firstWave'
  | 'growth'
  | 'maxBusy'
  | 'soakMinutes'
  | 'failurePct'
  | 'quietHours'
  | 'waitMinutes'
  | 'expectedVersionTooLong';

export type FormErrors = Partial<Record<keyof CampaignForm | 'units', FormErrorCode>>;

function number(text: string, min: number, max: number, integer: boolean): number | undefined {
  const t = text.trim();
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  if (integer && !Number.isInteger(n)) return undefined;
  return n >= min && n <= max ? n : undefined;
}

/** Settings from the form, or an error code per wrong field. */
export function readForm(
  form: CampaignForm,
  unitCount: number,
  verifyMs: number,
): { ok: true; name: string; settings: CampaignSettings } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'nameMissing';
  else if (name.length > 80) errors.name = 'nameTooLong';
  if (unitCount === 0) errors.units = 'noUnits';
  const firstWave = number(form.firstWave, 1, 100_000, true);
  if (firstWave === undefined) errors.firstWave = 'firstWave';
  const growth = number(form.growth, 1, 100, false);
  if (growth === undefined) errors.growth = 'growth';
  const maxBusy = number(form.maxBusy, 1, 1000, true);
  if (maxBusy === undefined) errors.maxBusy = 'maxBusy';
  const soak = number(form.soakMinutes, 0, 24 * 60, false);
  if (soak === undefined) errors.soakMinutes = 'soakMinutes';
  const failurePct = number(form.failurePct, 0, 100, false);
  if (failurePct === undefined) errors.failurePct = 'failurePct';
  const quiet = parseQuietHours(form.quietHours);
  if (quiet === 'invalid') errors.quietHours = 'quietHours';
  const wait = number(form.waitMinutes, 1, 7 * 24 * 60, false);
  if (wait === undefined) errors.waitMinutes = 'waitMinutes';
  const expected = form.expectedVersion.trim();
  if (expected.length > 40) errors.expectedVersion = 'expectedVersionTooLong';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    name,
    settings: {
      action: form.action,
      firstWave: firstWave!,
      growth: growth!,
      maxBusy: maxBusy!,
      soakMs: Math.round(soak! * 60_000),
      failurePct: failurePct!,
      quietHours: quiet as QuietHours | undefined,
      expectedVersion: form.action === 'update' && expected ? expected : undefined,
      waitMs: Math.round(wait! * 60_000),
      verifyMs,
    },
  };
}

/** A unit as chosen in the form (from the fleet list), frozen into the campaign. */
export interface PlanUnit {
  guid: string;
  label: string;
  companyGuids: readonly string[];
  zone: UnitZone | undefined;
}

export interface PlannedUnit extends PlanUnit {
  /** Wave index, 0-based; -1 for a unit skipped before the start. */
  wave: number;
  skipWhy: CampaignReason | undefined;
}

/**
 * Waves over the units the caller may act on; the others are skipped with the reason before the
 * start. `permitted` = companies where the caller holds the action's permission; `company` = the
 * company the requests are sent for (undefined = all companies).
 */
export function planUnits(
  units: readonly PlanUnit[],
  settings: Pick<CampaignSettings, 'firstWave' | 'growth' | 'action'>,
  permitted: ReadonlySet<string>,
  company: string | undefined,
  permissionId: string,
  /** Units in another running campaign (guid → its name): skipped, a unit is in one (docs/decisions.md#engine-campaigns). */
  elsewhere?: ReadonlyMap<string, string>,
): PlannedUnit[] {
  const allowed = (u: PlanUnit) => mayAct(u, permitted, company) && !elsewhere?.has(u.guid);
  const acting = units.filter(allowed);
  const sizes = waveSizes(acting.length, settings.firstWave, settings.growth);
  const waveOf: number[] = sizes.flatMap((size, wave) => Array<number>(size).fill(wave));
  let i = 0;
  return units.map((u) =>
    allowed(u)
      ? { ...u, wave: waveOf[i++]!, skipWhy: undefined }
      : {
          ...u,
          wave: -1,
          skipWhy: elsewhere?.has(u.guid)
            ? { code: 'inOtherCampaign', name: elsewhere.get(u.guid)! }
            : { code: 'noPermission', permission: permissionId },
        },
  );
}

/** Whether the caller may act on the unit; with a company chosen, that company's rows decide. */
export function mayAct(
  u: Pick<PlanUnit, 'companyGuids'>,
  permitted: ReadonlySet<string>,
  company: string | undefined,
): boolean {
  return company !== undefined
    ? permitted.has(company)
    : u.companyGuids.some((c) => permitted.has(c));
}
