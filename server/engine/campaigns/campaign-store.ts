// Campaign rows ⇄ the domain Campaign: one row per campaign (its state without units) and one
// per unit, so a step writes only the units it changed (docs/decisions.md#engine-campaigns).
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  isActive,
  isTerminal,
  type Campaign,
  type CampaignUnit,
} from '../../../src/domain/campaigns/campaign-engine.ts';
import { changedPositions } from '../../../src/domain/campaigns/campaign-index.ts';
import type { Database } from '../storage/schema.ts';
import { companySets } from './company-sets.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface CampaignMeta {
  id: string;
  name: string;
  action: 'update' | 'reset';
  company: string | null;
  companyGuids: string[];
  createdBy: { key: string; email: string; name: string };
  creatorPermissions: Record<string, string[]>;
  createdAt: number;
  status: Campaign['status'];
  retryOf: string | null;
  version: number;
}

type CampaignState = Omit<Campaign, 'units'>;
type Row = Database['campaigns'] extends infer T ? { [K in keyof T]: unknown } : never;

export function metaOf(row: Record<keyof Row, unknown>): CampaignMeta {
  return {
    id: row.id as string,
    name: row.name as string,
    action: row.action as 'update' | 'reset',
    company: row.company as string | null,
    companyGuids: row.company_guids as string[],
    createdBy: {
      key: row.created_by_key as string,
      email: row.created_by_email as string,
      name: row.created_by_name as string,
    },
    creatorPermissions: row.creator_permissions as Record<string, string[]>,
    createdAt: row.created_at as number,
    status: row.status as Campaign['status'],
    retryOf: row.retry_of as string | null,
    version: row.version as number,
  };
}

const stateOf = ({ units: _units, ...state }: Campaign): CampaignState => state;

const unitRow = (campaignId: string, u: CampaignUnit, position: number) => ({
  campaign_id: campaignId,
  unit_guid: u.guid,
  position,
  company_guids: [...u.companyGuids],
  step: u.step,
  active: !isTerminal(u.step),
  data: JSON.stringify(u),
});

const BATCH = 1000;

export async function insertCampaign(
  trx: Transaction<Database>,
  c: Campaign,
  meta: Omit<CampaignMeta, 'id' | 'name' | 'action' | 'status' | 'version' | 'companyGuids'>,
): Promise<void> {
  const companyGuids = [...new Set(c.units.flatMap((u) => u.companyGuids))];
  await trx
    .insertInto('campaigns')
    .values({
      id: c.id,
      name: c.name,
      action: c.settings.action,
      company: meta.company,
      company_guids: companyGuids,
      created_by_key: meta.createdBy.key,
      created_by_email: meta.createdBy.email,
      created_by_name: meta.createdBy.name,
      creator_permissions: JSON.stringify(meta.creatorPermissions),
      created_at: meta.createdAt,
      status: c.status,
      active: isActive(c),
      state: JSON.stringify(stateOf(c)),
      retry_of: meta.retryOf,
      version: 0,
      updated_at: meta.createdAt,
    })
    .execute();
  for (let i = 0; i < c.units.length; i += BATCH) {
    const rows = c.units.slice(i, i + BATCH).map((u, j) => unitRow(c.id, u, i + j));
    await trx.insertInto('campaign_units').values(rows).execute();
  }
}

/** The campaign's row, locked for this transaction (every change of a campaign takes turns). */
export async function lockCampaign(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('campaigns')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? { meta: metaOf(row), state: row.state as CampaignState } : undefined;
}

export async function loadUnits(db: Db, id: string): Promise<CampaignUnit[]> {
  const rows = await db
    .selectFrom('campaign_units')
    .select('data')
    .where('campaign_id', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.data as CampaignUnit);
}

export async function loadCampaign(db: Db, id: string) {
  const row = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const campaign: Campaign = { ...(row.state as CampaignState), units: await loadUnits(db, id) };
  return { meta: metaOf(row), campaign };
}

/** Writes what changed from `before` to `after` (units compared by identity); returns the new version. */
export async function saveCampaign(
  trx: Transaction<Database>,
  before: Campaign,
  after: Campaign,
  version: number,
  at: number,
): Promise<number> {
  for (const i of changedPositions(before.units, after.units) ?? after.units.keys()) {
    const u = after.units[i]!;
    if (u === before.units[i]) continue;
    await trx
      .updateTable('campaign_units')
      .set({ step: u.step, active: !isTerminal(u.step), data: JSON.stringify(u) })
      .where('campaign_id', '=', after.id)
      .where('unit_guid', '=', u.guid)
      .execute();
  }
  await trx
    .updateTable('campaigns')
    .set({
      status: after.status,
      active: isActive(after),
      state: JSON.stringify(stateOf(after)),
      version: version + 1,
      updated_at: at,
    })
    .where('id', '=', after.id)
    .execute();
  return version + 1;
}

export async function activeCampaignIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('campaigns')
    .select('id')
    .where('active', '=', true)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Units already in another campaign with something left to do (guid → that campaign's name). */
export async function unitsElsewhere(db: Db, guids: readonly string[]) {
  const out = new Map<string, string>();
  for (let i = 0; i < guids.length; i += BATCH) {
    const rows = await db
      .selectFrom('campaign_units as u')
      .innerJoin('campaigns as c', 'c.id', 'u.campaign_id')
      .select(['u.unit_guid', 'c.name'])
      .where('u.active', '=', true)
      .where('u.unit_guid', 'in', guids.slice(i, i + BATCH))
      .execute();
    for (const r of rows) out.set(r.unit_guid, r.name);
  }
  return out;
}

/**
 * The newest 500 campaigns whose every unit the reader may see (a unit: any of its companies
 * readable); with `company`, only those with a unit of that company.
 */
export async function visibleCampaigns(db: Db, readable: readonly string[], company?: string) {
  const rows = await db
    .selectFrom('campaigns as c')
    .selectAll()
    .where('c.company_guids', '&&', sql<string[]>`${sql.val([...readable])}::text[]`)
    .$if(company !== undefined, (q) =>
      q.where('c.company_guids', '&&', sql<string[]>`${sql.val([company!])}::text[]`),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('campaign_units as u')
            .select('u.unit_guid')
            .whereRef('u.campaign_id', '=', 'c.id')
            .where(sql<boolean>`not (u.company_guids && ${sql.val([...readable])}::text[])`),
        ),
      ),
    )
    .orderBy('c.created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({ meta: metaOf(row), state: row.state as CampaignState }));
}

/** Whether the reader may see this campaign (every unit visible: one of its companies readable). */
export async function mayReadCampaign(db: Db, id: string, readable: readonly string[]) {
  const sets = await companySets(db, id);
  return sets.every((set) => set.some((c) => readable.includes(c)));
}

/** The creator's permissions as last seen (docs/decisions.md#engine-campaigns). */
export async function rememberPermissions(
  db: Db,
  key: string,
  permissions: Record<string, string[]>,
): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ creator_permissions: JSON.stringify(permissions) })
    .where('created_by_key', '=', key)
    .where('active', '=', true)
    .execute();
}
