// docs/decisions.md#alerts: five built-in rules, each can be switched off and its threshold
// changed per company scope.

export const RULE_IDS = [
  'offline',
  'critical-error',
  'fault',
  'service-overdue',
  'service-due',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** The engine's own rule (work-order-overdue.ts): not switchable per company, not in RULE_IDS. */
export const WORK_ORDER_OVERDUE = 'work-order-overdue';

export interface RuleSetting {
  enabled: boolean;
  /** offline: minutes since the last ping; fault: minutes in the fault state; others: unused. */
  minutes: number;
  /** service-due: days ahead. */
  days: number;
}

export type RuleSettings = Readonly<Record<RuleId, RuleSetting>>;

// English names for parseRuleDraft's messages; the screen names rules from src/features/alerts/messages.ts.
const RULE_NAMES: Readonly<Record<RuleId, string>> = {
  offline: 'Unit offline',
  'critical-error': 'Critical error active',
  fault: 'Fault state',
  'service-overdue': 'Service overdue',
  'service-due': 'Service due soon',
};

/** Which numbers each rule takes, so the editor shows only those. */
export const RULE_FIELDS: Readonly<Record<RuleId, readonly ('minutes' | 'days')[]>> = {
  offline: ['minutes'],
  'critical-error': [],
  fault: ['minutes'],
  'service-overdue': [],
  'service-due': ['days'],
};

export const DEFAULT_RULES: RuleSettings = {
  offline: { enabled: true, minutes: 30, days: 0 },
  'critical-error': { enabled: true, minutes: 0, days: 0 },
  fault: { enabled: true, minutes: 10, days: 0 },
  'service-overdue': { enabled: true, minutes: 0, days: 0 },
  'service-due': { enabled: true, minutes: 0, days: 7 },
};

/** What the editor holds: the text as typed, so nothing is lost on a bad value. */
export type RuleDraft = Record<RuleId, { enabled: boolean; minutes: string; days: string }>;

export function draftOf(rules: RuleSettings): RuleDraft {
  const entry = (id: RuleId) => ({
    enabled: rules[id].enabled,
    minutes: String(rules[id].minutes),
    days: String(rules[id].days),
  });
  return Object.fromEntries(RULE_IDS.map((id) => [id, entry(id)])) as RuleDraft;
}

export const RULE_LIMITS = { minutes: [1, 10_080], days: [1, 365] } as const;

export type RuleErrors = Partial<Record<`${RuleId}.${'minutes' | 'days'}`, string>>;

/** The settings when every value is a whole number in range; otherwise one message per field. */
export function parseRuleDraft(
  draft: RuleDraft,
): { ok: true; rules: RuleSettings } | { ok: false; errors: RuleErrors } {
  const errors: RuleErrors = {};
  const rules = {} as Record<RuleId, RuleSetting>;
  for (const id of RULE_IDS) {
    const setting: RuleSetting = { ...DEFAULT_RULES[id], enabled: draft[id].enabled };
    for (const field of RULE_FIELDS[id]) {
      const [min, max] = RULE_LIMITS[field];
      const text = draft[id][field].trim();
      const n = Number(text);
      if (!/^\d+$/.test(text) || n < min || n > max)
        errors[`${id}.${field}`] =
          `${RULE_NAMES[id]}: ${field} must be a whole number from ${min} to ${max}`;
      else setting[field] = n;
    }
    rules[id] = setting;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, rules };
}

/** Stored settings read tolerantly: anything unreadable falls back to the default of that rule. */
export function readRuleSettings(raw: unknown): RuleSettings {
  const out = {} as Record<RuleId, RuleSetting>;
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  for (const id of RULE_IDS) {
    const r = record[id] as Partial<RuleSetting> | undefined;
    const d = DEFAULT_RULES[id];
    const whole = (v: unknown, fallback: number) =>
      Number.isInteger(v) && (v as number) > 0 ? (v as number) : fallback;
    out[id] = {
      enabled: typeof r?.enabled === 'boolean' ? r.enabled : d.enabled,
      minutes: whole(r?.minutes, d.minutes),
      days: whole(r?.days, d.days),
    };
  }
  return out;
}
