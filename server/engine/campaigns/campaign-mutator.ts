// Every change of a campaign — a runner step, a person's click, from any process — goes through
// one transaction that locks the campaign's row, reduces, and writes what changed. The leader
// keeps the last campaign it wrote and reuses it while the row's version still matches.
import type { Transaction } from 'kysely';
import type {
  Campaign,
  CampaignUnit,
  Step,
} from '../../../src/domain/campaigns/campaign-engine.ts';
import { changedPositions } from '../../../src/domain/campaigns/campaign-index.ts';
import type { Database } from '../storage/schema.ts';
import type { CampaignDeps } from './campaign-deps.ts';
import { loadUnits, lockCampaign, saveCampaign, type CampaignMeta } from './campaign-store.ts';

export type Reducer = (campaign: Campaign, meta: CampaignMeta) => Step;
export type AfterReduce = (
  trx: Transaction<Database>,
  result: { before: Campaign; step: Step; meta: CampaignMeta },
) => Promise<void>;

export interface Mutated {
  step: Step;
  meta: CampaignMeta;
  changed: boolean;
}

export function createCampaignMutator(deps: Pick<CampaignDeps, 'db' | 'publish' | 'now'>) {
  const cache = new Map<string, { version: number; campaign: Campaign }>();

  async function mutate(
    id: string,
    reduce: Reducer,
    after?: AfterReduce,
  ): Promise<Mutated | undefined> {
    const result = await deps.db.transaction().execute(async (trx) => {
      const locked = await lockCampaign(trx, id);
      if (!locked) return undefined;
      const cached = cache.get(id);
      const before: Campaign =
        cached && cached.version === locked.meta.version
          ? cached.campaign
          : { ...(locked.state as Omit<Campaign, 'units'>), units: await loadUnits(trx, id) };
      const step = reduce(before, locked.meta);
      const changed = step.campaign !== before;
      let version = locked.meta.version;
      // A waiting unit read again and still waiting changes only its read time: nothing to store
      // or announce (at 100,000 units each write and each page refetch is costly; bench).
      if (changed && !onlyReadTimes(before, step.campaign)) {
        version = await saveCampaign(trx, before, step.campaign, version, deps.now());
        await deps.publish({ type: 'campaign', companyGuids: locked.meta.companyGuids, id }, trx);
      }
      await after?.(trx, { before, step, meta: locked.meta });
      return {
        step,
        meta: { ...locked.meta, version, status: step.campaign.status },
        changed,
        version,
      };
    });
    if (!result) return undefined;
    // Only after the commit: a rolled-back change must not be reused.
    cache.set(id, { version: result.version, campaign: result.step.campaign });
    return result;
  }

  /**
   * Applies `reduce` to this process's cached campaign when that moves read times only (a waiting
   * unit read again): no transaction, no lock. False when nothing is cached or it would change
   * more (the caller then mutates). Never decides a send: a send always goes through mutate.
   */
  function touch(id: string, reduce: (campaign: Campaign) => Step): boolean {
    const cached = cache.get(id);
    if (!cached) return false;
    const step = reduce(cached.campaign);
    if (step.send.length || !onlyReadTimes(cached.campaign, step.campaign)) return false;
    cache.set(id, { version: cached.version, campaign: step.campaign });
    return true;
  }

  return { mutate, touch, forget: (id: string) => cache.delete(id) };
}

export type CampaignMutator = ReturnType<typeof createCampaignMutator>;

/** Whether `after` differs from `before` only in units' `lastReadAt` (kept in memory only). */
export function onlyReadTimes(before: Campaign, after: Campaign): boolean {
  for (const key of Object.keys(after) as (keyof Campaign)[])
    if (key !== 'units' && after[key] !== before[key]) return false;
  if (Object.keys(before).length !== Object.keys(after).length) return false;
  if (after.units.length !== before.units.length) return false;
  const same = (u: CampaignUnit) => JSON.stringify({ ...u, lastReadAt: 0 });
  // Made from `before` by the reducer: only the units it replaced can differ (no walk of all).
  const positions = changedPositions(before.units, after.units) ?? after.units.keys();
  for (const i of positions) {
    const u = after.units[i]!;
    const b = before.units[i]!;
    if (u !== b && same(u) !== same(b)) return false;
  }
  return true;
}
