// The campaigns area on an engine: its deps, the one mutator shared by its routes and its leader
// task (so the leader's cached campaign stays valid), and the task itself.
import type { Engine } from '../engine.ts';
import { createCampaignRunner } from '../runners/campaign-runner.ts';
import type { CampaignDeps } from './campaign-deps.ts';
import { createCampaignMutator, type CampaignMutator } from './campaign-mutator.ts';

/** The app's default campaignVerifyMs (src/config/runtime-config.ts). */
export const VERIFY_MS = 600_000;
export const CAMPAIGN_ROUND_MS = 1000;
const READ_EVERY_MS = 2000;

export interface CampaignsArea {
  deps: CampaignDeps;
  mutator: CampaignMutator;
}

const areas = new WeakMap<Engine, CampaignsArea>();

/** The engine's campaigns area, made (and its leader task added) once per engine. */
export function campaignsArea(engine: Engine): CampaignsArea {
  const known = areas.get(engine);
  if (known) return known;
  const deps: CampaignDeps = {
    db: engine.store.db,
    service: engine.service,
    audit: engine.audit,
    publish: (event, trx) => engine.publish(event, trx),
    now: () => engine.now(),
    offlineAfterMs: engine.options.offlineAfterMs,
  };
  const mutator = createCampaignMutator(deps);
  const runner = createCampaignRunner(deps, mutator, { readEveryMs: READ_EVERY_MS });
  engine.addLeaderTask({ name: 'campaigns', everyMs: CAMPAIGN_ROUND_MS, run: () => runner.run() });
  const area = { deps, mutator };
  areas.set(engine, area);
  return area;
}
