// The leader's campaign loop (docs/decisions.md#engine-campaigns): for each active campaign, a
// tick, then the units to read; a unit to send gets its intent committed (with its audit entry)
// in one transaction, and only then does its one request leave. After a restart, units sent
// without an answer are read and verified, never sent again.
import {
  reduceCampaign,
  unitsToRead,
  type Campaign,
  type UnitReading,
} from '../../../src/domain/campaigns/campaign-engine.ts';
import type { CampaignDeps } from '../campaigns/campaign-deps.ts';
import type { CampaignMutator } from '../campaigns/campaign-mutator.ts';
import { activeCampaignIds, type CampaignMeta } from '../campaigns/campaign-store.ts';
import { commandPath, companiesWith, permissionFor, readUnit } from '../campaigns/unit-reading.ts';

export interface CampaignRunnerOptions {
  /** A unit is read again at most this often. */
  readEveryMs: number;
  /** Reads at once per campaign. */
  readConcurrency?: number;
}

const companyOf = (meta: CampaignMeta, c: Campaign, guid: string) =>
  meta.company ?? c.units.find((u) => u.guid === guid)?.companyGuids[0] ?? null;

export function createCampaignRunner(
  deps: CampaignDeps,
  mutator: CampaignMutator,
  options: CampaignRunnerOptions,
) {
  // Campaigns this process has recovered since it started (a restart recovers them all again).
  const recovered = new Set<string>();
  // Requests waiting for their answer: a slow answer holds no round back.
  const inFlight = new Set<Promise<void>>();

  async function sendOne(id: string, meta: CampaignMeta, c: Campaign, guid: string) {
    const answer = await deps.service
      .send('PUT', commandPath(guid, meta.action), undefined, meta.company ?? undefined)
      .catch((e: unknown) => ({ status: 0, error: e instanceof Error ? e.message : 'failed' }));
    const ok = answer.status >= 200 && answer.status < 300;
    const message = ok ? undefined : ('error' in answer && answer.error) || `HTTP ${answer.status}`;
    await mutator.mutate(
      id,
      (campaign) => reduceCampaign(campaign, { type: 'answer', at: deps.now(), guid, ok, message }),
      (trx) =>
        deps.audit.append(
          {
            actor: meta.createdBy,
            companyGuid: companyOf(meta, c, guid),
            unitGuid: guid,
            action: `controller.${meta.action}`,
            details: { campaign: id, name: meta.name },
            outcome: ok ? String(answer.status) : (message ?? 'failed'),
          },
          trx,
        ),
    );
  }

  async function round(id: string) {
    if (!recovered.has(id)) {
      await mutator.mutate(id, (c) => reduceCampaign(c, { type: 'recover', at: deps.now() }));
      recovered.add(id);
    }
    const ticked = await mutator.mutate(id, (c, meta) => {
      const at = deps.now();
      const tick = reduceCampaign(c, { type: 'tick', at });
      const permission = permissionFor(meta.action);
      const permitted = companiesWith(meta.creatorPermissions, permission);
      return reduceCampaign(tick.campaign, { type: 'permissions', at, permitted, permission });
    });
    if (!ticked) return;
    const { meta } = ticked;
    const c = ticked.step.campaign;
    const guids = unitsToRead(c, deps.now(), options.readEveryMs);
    const readings = await readAll(guids, meta.company ?? undefined);
    for (const [i, reading] of readings.entries()) {
      if (!reading) continue;
      const guid = guids[i]!;
      const read = (campaign: Campaign) =>
        reduceCampaign(campaign, { type: 'read', at: deps.now(), guid, reading });
      // Still waiting: only its read time moves, kept in memory (no transaction, no event).
      if (mutator.touch(id, read)) continue;
      const done = await mutator.mutate(id, read, async (trx, { step }) => {
        if (!step.send.includes(guid)) return;
        // The intent and its audit entry commit together, before the request leaves.
        await deps.audit.append(
          {
            actor: meta.createdBy,
            companyGuid: companyOf(meta, c, guid),
            unitGuid: guid,
            action: 'campaign.send',
            details: { campaign: id, name: meta.name, command: meta.action },
            outcome: 'intent',
          },
          trx,
        );
      });
      if (!done?.step.send.includes(guid)) continue;
      const sending = sendOne(id, meta, c, guid).catch((error: unknown) =>
        console.error(`[engine] campaign ${id}:`, error instanceof Error ? error.message : error),
      );
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    }
  }

  async function readAll(guids: string[], company: string | undefined) {
    const out: (UnitReading | null)[] = Array<UnitReading | null>(guids.length).fill(null);
    let next = 0;
    const worker = async () => {
      while (next < guids.length) {
        const i = next++;
        out[i] = await readUnit(deps.service, guids[i]!, company, deps.now, deps.offlineAfterMs);
      }
    };
    await Promise.all(Array.from({ length: options.readConcurrency ?? 8 }, worker));
    return out;
  }

  return {
    /** Resolves when every request sent so far has its answer recorded. */
    settled: () => Promise.all([...inFlight]).then(() => undefined),
    /** One pass over every active campaign (the leader task's run). */
    async run(): Promise<void> {
      for (const id of await activeCampaignIds(deps.db)) {
        try {
          await round(id);
        } catch (error) {
          console.error(`[engine] campaign ${id}:`, error instanceof Error ? error.message : error);
        }
      }
    },
  };
}
