// A person's Approve / Pause / Resume / Stop / Retry on an engine campaign: visible to them,
// their permission for the action in every unit's company, audited with the change.
import type { Kysely } from 'kysely';
import {
  reduceCampaign,
  retryableUnits,
  type CampaignInput,
} from '../../../src/domain/campaigns/campaign-engine.ts';
import {
  mayAct,
  quietHoursText,
  type CampaignSettings,
} from '../../../src/domain/campaigns/campaign-plan.ts';
import type { Database } from '../storage/schema.ts';
import type { CampaignDeps } from './campaign-deps.ts';
import {
  createEngineCampaign,
  permissionsRecord,
  type Caller,
  type Refusal,
} from './campaign-create.ts';
import type { CampaignMutator } from './campaign-mutator.ts';
import { campaignHead } from './campaign-pages.ts';
import { companySets } from './company-sets.ts';
import { loadCampaign, mayReadCampaign, type CampaignMeta } from './campaign-store.ts';
import { companiesWith, permissionFor } from './unit-reading.ts';

export type CampaignCommand = 'approve' | 'pause' | 'resume' | 'stop';

export const readableOf = (caller: Caller) =>
  [...caller.permissions].filter(([, ids]) => ids.has('equipment.read')).map(([c]) => c);

/** Whether the caller holds the campaign's action permission for every one of its units. */
async function mayCommand(
  db: Kysely<Database>,
  caller: Caller,
  id: string,
  action: 'update' | 'reset',
  company: string | null,
): Promise<boolean> {
  const permitted = companiesWith(permissionsRecord(caller.permissions), permissionFor(action));
  // Units share few company sets: compare each distinct set once.
  const sets = await companySets(db, id);
  return sets.every((companyGuids) => mayAct({ companyGuids }, permitted, company ?? undefined));
}

/** The campaign if the caller may see it (every unit visible), else a 404 that hides it. */
export async function visibleCampaign(deps: CampaignDeps, caller: Caller, id: string) {
  const found = await loadCampaign(deps.db, id);
  if (!found || !(await mayReadCampaign(deps.db, id, readableOf(caller))))
    return { status: 404, error: 'not-found', reason: 'no such campaign' } satisfies Refusal;
  return found;
}

/** The campaign's row without its units, if the caller may see it, else the same 404. */
export async function visibleHead(deps: CampaignDeps, caller: Caller, id: string) {
  const found = await campaignHead(deps.db, id);
  if (!found || !(await mayReadCampaign(deps.db, id, readableOf(caller))))
    return { status: 404, error: 'not-found', reason: 'no such campaign' } satisfies Refusal;
  return found;
}

/** Whether the caller may act on the campaign (its action's permission for every unit). */
export const mayCommandCampaign = (
  deps: CampaignDeps,
  caller: Caller,
  found: { meta: CampaignMeta },
) => mayCommand(deps.db, caller, found.meta.id, found.meta.action, found.meta.company);

/** The viewer's facts on a campaign (its page and its summary): whose it is and what they may do. */
export async function viewerFacts(
  deps: CampaignDeps,
  caller: Caller,
  found: { meta: CampaignMeta },
  status: string,
) {
  // Seeing is enough to read it; acting needs the action's permission.
  const mayAct = await mayCommandCampaign(deps, caller, found);
  const { createdBy, retryOf } = found.meta;
  const mine = createdBy.key === caller.key;
  return {
    createdBy: createdBy.name,
    mine,
    mayCommand: mayAct,
    // Approval is someone else's: the maker never approves their own campaign.
    mayApprove: mayAct && !mine && status === 'awaiting-approval',
    retryOf,
  };
}

/** Visible and permitted, or why not. */
export async function guard(deps: CampaignDeps, caller: Caller, id: string) {
  const found = await visibleCampaign(deps, caller, id);
  if ('status' in found) return found;
  if (!(await mayCommandCampaign(deps, caller, found)))
    return {
      status: 403,
      error: 'forbidden',
      reason: `needs ${permissionFor(found.meta.action)} in every company of its units`,
    } satisfies Refusal;
  return found;
}

export async function commandCampaign(
  deps: CampaignDeps,
  mutator: CampaignMutator,
  caller: Caller,
  id: string,
  command: CampaignCommand,
): Promise<{ ok: true } | Refusal> {
  const found = await guard(deps, caller, id);
  if ('status' in found) return found;
  if (command === 'approve' && found.meta.createdBy.key === caller.key)
    return {
      status: 403,
      error: 'forbidden',
      reason: 'the creator cannot approve their own campaign',
    };
  const at = deps.now();
  const input: CampaignInput =
    command === 'approve'
      ? { type: 'approve', at, by: caller.key, name: caller.name }
      : { type: command, at };
  const done = await mutator.mutate(
    id,
    (c) => reduceCampaign(c, input),
    async (trx, { step, before, meta }) => {
      if (step.campaign === before) return;
      await deps.audit.append(
        {
          actor: { key: caller.key, email: caller.email, name: caller.name },
          companyGuid: meta.company ?? meta.companyGuids[0] ?? null,
          unitGuid: null,
          action: `campaign.${command}`,
          details: { campaign: id, name: meta.name },
          outcome: 'ok',
        },
        trx,
      );
    },
  );
  if (!done?.changed)
    return {
      status: 409,
      error: 'conflict',
      reason: `cannot ${command} a campaign that is ${found.campaign.status}`,
    };
  return { ok: true };
}

/** The settings back as the form's text (a retry goes through the same checks as a new one). */
function formOf(name: string, s: CampaignSettings) {
  return {
    name,
    action: s.action,
    expectedVersion: s.expectedVersion ?? '',
    firstWave: String(s.firstWave),
    growth: String(s.growth),
    maxBusy: String(s.maxBusy),
    soakMinutes: String(s.soakMs / 60_000),
    failurePct: String(s.failurePct),
    quietHours: s.quietHours ? quietHoursText(s.quietHours).replace('–', '-') : '',
    waitMinutes: String(s.waitMs / 60_000),
  };
}

/** "Retry failed units": a new campaign of the failed and unknown units, by the caller. */
export async function retryCampaign(
  deps: CampaignDeps,
  caller: Caller,
  id: string,
  name: string | undefined,
): Promise<{ id: string } | Refusal> {
  const found = await guard(deps, caller, id);
  if ('status' in found) return found;
  const { campaign, meta } = found;
  if (campaign.status !== 'done' && campaign.status !== 'stopped')
    return { status: 409, error: 'conflict', reason: 'the campaign has not finished' };
  const units = retryableUnits(campaign).map((u) => u.guid);
  if (units.length === 0) return { status: 409, error: 'conflict', reason: 'no failed units' };
  const retryName = (name ?? `${meta.name} (retry)`).slice(0, 80);
  return createEngineCampaign(
    deps,
    caller,
    {
      form: formOf(retryName, campaign.settings),
      unitGuids: units,
      company: meta.company ?? undefined,
      startsAt: undefined,
      needsApproval: campaign.needsApproval ?? false,
      retryOf: id,
    },
    campaign.settings.verifyMs,
  );
}
