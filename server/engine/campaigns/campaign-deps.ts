// What the campaigns area needs of the engine (a narrow slice of Engine, so tests can pass one).
import type { Kysely, Transaction } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../storage/schema.ts';

export interface CampaignService {
  get(
    path: string,
    init?: { company?: string; signal?: AbortSignal },
  ): Promise<{ status: number; body?: unknown }>;
  send(
    method: 'PUT' | 'PATCH',
    path: string,
    body?: unknown,
    company?: string,
  ): Promise<{ status: number; body?: unknown; error?: string }>;
}

export interface CampaignDeps {
  db: Kysely<Database>;
  service: CampaignService;
  audit: AuditLog;
  publish(
    event: { type: 'campaign'; companyGuids: string[]; id?: string },
    trx?: Transaction<Database>,
  ): Promise<void>;
  now(): number;
  offlineAfterMs?: number;
}
