// Creating a campaign on the engine: the form's rules (src/domain), the units frozen from the
// engine's unit table, the caller's permission in every unit's company (#engine-access), units
// already in a running campaign skipped, the row, its units and the audit entry in one transaction.
import { randomUUID } from 'node:crypto';
import { createCampaign } from '../../../src/domain/campaigns/campaign-engine.ts';
import {
  mayAct,
  planUnits,
  readForm,
  type CampaignForm,
  type PlanUnit,
} from '../../../src/domain/campaigns/campaign-plan.ts';
import type { Database } from '../storage/schema.ts';
import type { CampaignDeps } from './campaign-deps.ts';
import { insertCampaign, unitsElsewhere } from './campaign-store.ts';
import { companiesWith, permissionFor } from './unit-reading.ts';

export interface Caller {
  key: string;
  email: string;
  name: string;
  permissions: Map<string, Set<string>>;
}

export interface CreateInput {
  form: CampaignForm;
  unitGuids: string[];
  company: string | undefined;
  startsAt: number | undefined;
  needsApproval: boolean;
  retryOf?: string;
}

export type Refusal = {
  status: 400 | 403 | 404 | 409;
  error: string;
  field?: string;
  reason: string;
};

export const permissionsRecord = (p: Map<string, Set<string>>) =>
  Object.fromEntries([...p].map(([company, ids]) => [company, [...ids].sort()]));

type UnitRow = Pick<Database['units'], 'guid' | 'company_guids' | 'serial' | 'alias'> & {
  unit: unknown;
};

async function unitRows(deps: CampaignDeps, guids: readonly string[]): Promise<UnitRow[]> {
  const rows: UnitRow[] = [];
  for (let i = 0; i < guids.length; i += 1000) {
    rows.push(
      ...(await deps.db
        .selectFrom('units')
        .select(['guid', 'company_guids', 'serial', 'alias', 'unit'])
        .where('guid', 'in', guids.slice(i, i + 1000))
        .execute()),
    );
  }
  return rows;
}

const zoneOf = (unit: unknown) => {
  const loc = (unit as { location?: { timezone?: string; timezoneOffset?: number } }).location;
  return loc ? { timezone: loc.timezone, timezone_offset: loc.timezoneOffset } : undefined;
};

/** Refusal, or the units as the campaign freezes them (visible and permitted for the caller). */
export async function permittedUnits(
  deps: CampaignDeps,
  caller: Caller,
  guids: readonly string[],
  action: 'update' | 'reset',
  company: string | undefined,
): Promise<PlanUnit[] | Refusal> {
  const permission = permissionFor(action);
  const permitted = companiesWith(permissionsRecord(caller.permissions), permission);
  const byGuid = new Map((await unitRows(deps, [...new Set(guids)])).map((r) => [r.guid, r]));
  const units: PlanUnit[] = [];
  for (const guid of guids) {
    const row = byGuid.get(guid);
    const readable = row?.company_guids.some((c) =>
      caller.permissions.get(c)?.has('equipment.read'),
    );
    if (!row || !readable || (company !== undefined && !row.company_guids.includes(company)))
      return {
        status: 403,
        error: 'forbidden',
        field: 'unitGuids',
        reason: `unit ${guid} is not visible`,
      };
    const u: PlanUnit = {
      guid,
      label: row.alias || row.serial,
      companyGuids: row.company_guids,
      zone: zoneOf(row.unit),
    };
    if (!mayAct(u, permitted, company))
      return {
        status: 403,
        error: 'forbidden',
        reason: `needs ${permission} in the company of unit ${guid}`,
      };
    units.push(u);
  }
  return units;
}

export async function createEngineCampaign(
  deps: CampaignDeps,
  caller: Caller,
  input: CreateInput,
  verifyMs: number,
): Promise<{ id: string } | Refusal> {
  const guids = [...new Set(input.unitGuids)];
  const read = readForm(input.form, guids.length, verifyMs);
  if (!read.ok) {
    const [field, code] = Object.entries(read.errors)[0]!;
    return { status: 400, error: 'invalid', field, reason: code };
  }
  const { settings, name } = read;
  const units = await permittedUnits(deps, caller, guids, settings.action, input.company);
  if (!Array.isArray(units)) return units;
  const permission = permissionFor(settings.action);
  const permitted = companiesWith(permissionsRecord(caller.permissions), permission);
  const elsewhere = await unitsElsewhere(deps.db, guids);
  const at = deps.now();
  const campaign = createCampaign({
    id: randomUUID(),
    name,
    at,
    company: input.company,
    settings,
    units: planUnits(units, settings, permitted, input.company, permission, elsewhere),
    createdBy: caller.key,
    startsAt: input.startsAt,
    needsApproval: input.needsApproval,
  });
  const companyGuids = [...new Set(units.flatMap((u) => u.companyGuids))];
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertCampaign(trx, campaign, {
        company: input.company ?? null,
        createdBy: { key: caller.key, email: caller.email, name: caller.name },
        creatorPermissions: permissionsRecord(caller.permissions),
        createdAt: at,
        retryOf: input.retryOf ?? null,
      });
      await deps.audit.append(
        {
          actor: { key: caller.key, email: caller.email, name: caller.name },
          companyGuid: input.company ?? companyGuids[0] ?? null,
          unitGuid: null,
          action: input.retryOf ? 'campaign.retry' : 'campaign.create',
          details: {
            campaign: campaign.id,
            name,
            command: settings.action,
            units: guids.length,
            ...(input.retryOf && { retryOf: input.retryOf }),
            ...(input.startsAt !== undefined && { startsAt: input.startsAt }),
            ...(input.needsApproval && { needsApproval: true }),
          },
          outcome: 'ok',
        },
        trx,
      );
      await deps.publish({ type: 'campaign', companyGuids, id: campaign.id }, trx);
    });
  } catch (error) {
    // Another campaign took one of the units between the check and the insert.
    if (/campaign_units_one_running|duplicate key/.test(String(error)))
      return { status: 409, error: 'conflict', reason: 'a unit is in another running campaign' };
    throw error;
  }
  return { id: campaign.id };
}
