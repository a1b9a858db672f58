import { queryOptions } from '@tanstack/react-query';
import { engineClient } from './engine-client';

// The audit log on the engine (server/engine/README.md, Audit log): entries the caller may see,
// newest first, and the verification of the hash chain.

export interface AuditEntry {
  id: number;
  at: number;
  actor: { email: string; name: string } | null;
  companyGuid: string | null;
  unitGuid: string | null;
  unitLabel: string | null;
  action: string;
  details: Record<string, unknown>;
  outcome: string;
}

export interface AuditFilters {
  unit?: string | undefined;
  action?: string | undefined;
  actor?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

export type AuditVerdict = { ok: true; count: number } | { ok: false; brokenAt: number };

export const auditQueries = {
  entries: (company: string | undefined, filters: AuditFilters) =>
    queryOptions({
      queryKey: ['engine', company ?? 'all', 'audit', 'entries', filters] as const,
      queryFn: ({ signal }) =>
        engineClient
          .get<{ entries: AuditEntry[] }>('/audit', {
            signal,
            query: { ...filters, company, limit: 1000 },
          })
          .then((r) => r.entries),
    }),
};

export const verifyAuditLog = () => engineClient.get<AuditVerdict>('/audit/verify');
