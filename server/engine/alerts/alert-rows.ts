// The reducer's alerts (src/domain/alerts/alert-engine.ts) as rows and back, and who may see each.
import type { AlertInstance, ResolvedAlert } from '../../../src/domain/alerts/alert-engine.ts';
import type { AlertSubject } from '../../../src/domain/alerts/alert-conditions.ts';

/** What the engine's API answers per alert: the reducer's shape plus who did what. */
export interface EngineAlert extends AlertInstance {
  companyGuids: string[];
  /** `by` is the person's name (the same for everyone who may see it). */
  ack?: { by: string; at: number };
  snoozed?: { by: string; until: number };
  notes: { at: number; author: string; text: string }[];
}

export interface EngineResolvedAlert extends EngineAlert {
  resolvedAt: number;
  reason: ResolvedAlert['reason'];
}

/** The companies of an alert's units; [] for the fleet's No data (every user sees it). */
export function alertCompanies(
  subject: AlertSubject,
  companiesOf: (guid: string) => readonly string[] | undefined,
): string[] {
  if (subject.kind === 'unit') return [...(companiesOf(subject.guid) ?? [])];
  if (subject.kind === 'fleet') return [];
  // A site: the companies that see every unit of it; a site shared by companies that see none
  // in common stays visible to each of them (its per-unit alerts were replaced by it).
  const lists = subject.units.map((guid) => companiesOf(guid) ?? []);
  const common = (lists[0] ?? []).filter((c) => lists.every((l) => l.includes(c)));
  return [...new Set(common.length ? common : lists.flat())].sort();
}

/** The columns the runner owns (never who acknowledged or snoozed: people write those). */
export function alertRow(a: AlertInstance, companyGuids: string[], at: number) {
  return {
    key: a.key,
    id: a.id,
    rule: a.rule,
    subject: a.subject,
    company_guids: companyGuids,
    unit_guid: a.subject.kind === 'unit' ? a.subject.guid : null,
    site_key: a.subject.kind === 'site' ? a.subject.id : null,
    phase: a.phase,
    since: a.since,
    firing_at: a.firingAt ?? null,
    polls: a.polls,
    value: a.value,
    detail: a.detail ?? null,
    updated_at: at,
  };
}

export interface StoredAlertRow {
  key: string;
  id: string;
  rule: string;
  subject: unknown;
  company_guids: string[];
  phase: 'pending' | 'firing';
  since: number;
  firing_at: number | null;
  polls: number;
  value: string;
  detail: unknown;
  ack_by_name: string | null;
  ack_at: number | null;
  snoozed_by_name: string | null;
  snoozed_until: number | null;
}

/** A stored row as the reducer's alert (a new leader starts from what is stored). */
export function alertOfRow(r: StoredAlertRow): AlertInstance {
  const a: AlertInstance = {
    id: r.id,
    key: r.key,
    rule: r.rule as AlertInstance['rule'],
    subject: r.subject as AlertSubject,
    phase: r.phase,
    since: Number(r.since),
    polls: r.polls,
    value: r.value,
  };
  if (r.firing_at !== null) a.firingAt = Number(r.firing_at);
  if (r.detail !== null) a.detail = r.detail as AlertInstance['detail'];
  if (r.ack_at !== null) a.ack = { by: r.ack_by_name ?? '', at: Number(r.ack_at) };
  if (r.snoozed_until !== null) a.snoozedUntil = Number(r.snoozed_until);
  return a;
}

/** A stored row as the API's alert. */
export function engineAlertOfRow(r: StoredAlertRow, notes: EngineAlert['notes'] = []): EngineAlert {
  const a: EngineAlert = { ...alertOfRow(r), companyGuids: r.company_guids, notes };
  if (r.snoozed_until !== null)
    a.snoozed = { by: r.snoozed_by_name ?? '', until: Number(r.snoozed_until) };
  return a;
}
