import type { AuditEntry } from '@/api/engine/audit';
import { toCsv } from '@/domain/csv';

/** The entries as CSV: codes and ISO times (stable across languages, what scripts match on). */
export function activityCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    [
      'id',
      'at',
      'actor_email',
      'actor_name',
      'company',
      'unit',
      'unit_label',
      'action',
      'result',
      'details',
    ],
    entries.map((e) => [
      e.id,
      new Date(e.at).toISOString(),
      e.actor?.email,
      e.actor?.name,
      e.companyGuid,
      e.unitGuid,
      e.unitLabel,
      e.action,
      e.outcome,
      JSON.stringify(e.details),
    ]),
  );
}
