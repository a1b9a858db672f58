// Campaign routes (server/engine/README.md, Campaigns): list, one, create, approve, pause, resume,
// stop, retry — each visible only to who may see every unit (#engine-access), each change audited.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { stepCounts } from '../../../src/domain/campaigns/campaign-engine.ts';
import {
  commandCampaign,
  readableOf,
  retryCampaign,
  viewerFacts,
  visibleCampaign,
} from '../campaigns/campaign-commands.ts';
import {
  createEngineCampaign,
  permissionsRecord,
  type Refusal,
} from '../campaigns/campaign-create.ts';
import { rememberPermissions, visibleCampaigns } from '../campaigns/campaign-store.ts';
import { campaignsArea, VERIFY_MS } from '../campaigns/campaigns-area.ts';
import type { Engine } from '../engine.ts';
import { canRead, type EngineEnv } from './access.ts';
import { campaignPageRoutes } from './campaign-page-routes.ts';
import { checkBody, checkParams, checkQuery } from './validate.ts';

const text = (max: number) => z.string().max(max);
const createBody = z.object({
  name: text(200),
  action: z.enum(['update', 'reset']),
  expectedVersion: text(200).default(''),
  firstWave: text(20),
  growth: text(20),
  maxBusy: text(20),
  soakMinutes: text(20),
  failurePct: text(20),
  quietHours: text(40).default(''),
  waitMinutes: text(20),
  unitGuids: z.array(z.string().min(1).max(200)).min(1).max(100_000),
  company: z.string().min(1).max(200).optional(),
  startsAt: z.number().int().positive().optional(),
  needsApproval: z.boolean().default(false),
});
const listQuery = z.object({ company: z.string().min(1).max(200).optional() });
const idParams = z.object({ id: z.string().min(1).max(100) });
const commandParams = idParams.extend({ command: z.enum(['approve', 'pause', 'resume', 'stop']) });
const retryBody = z.object({ name: z.string().min(1).max(80).optional() });

const refuse = (c: Context, r: Refusal) =>
  c.json({ error: r.error, reason: r.reason, ...(r.field && { field: r.field }) }, r.status);

export function campaignRoutes(engine: Engine) {
  const { deps, mutator } = campaignsArea(engine);
  const seen = new Map<string, string>();
  const app = new Hono<EngineEnv>();

  // The creator's permissions as last seen: what the runner re-checks before sending.
  app.use('/campaigns/*', async (c, next) => {
    const user = c.get('user');
    const record = permissionsRecord(user.permissions);
    const json = JSON.stringify(record);
    if (seen.get(user.key) !== json) {
      seen.set(user.key, json);
      await rememberPermissions(deps.db, user.key, record);
    }
    await next();
  });

  app.route('/', campaignPageRoutes(deps));

  app.get('/campaigns', async (c) => {
    const q = checkQuery(c, listQuery);
    if (!q.ok) return q.response;
    const { company } = q.value;
    // docs/decisions.md#engine-access: another company's guid is refused, never answered with an empty list that looks true.
    if (company !== undefined && !canRead(c.get('user'), company))
      return c.json(
        {
          error: `You do not have equipment.read in company ${company}`,
          field: 'query.company',
          reason: 'not readable',
        },
        403,
      );
    const rows = await visibleCampaigns(deps.db, readableOf(c.get('user')), company);
    const counts = await deps.db
      .selectFrom('campaign_units')
      .select(['campaign_id', 'step', deps.db.fn.countAll<number>().as('n')])
      .where('campaign_id', 'in', rows.length ? rows.map((r) => r.meta.id) : [''])
      .groupBy(['campaign_id', 'step'])
      .execute();
    return c.json({
      campaigns: rows.map(({ meta, state }) => {
        const steps = Object.fromEntries(
          counts.filter((r) => r.campaign_id === meta.id).map((r) => [r.step, Number(r.n)]),
        );
        return {
          id: meta.id,
          name: meta.name,
          action: meta.action,
          status: meta.status,
          createdAt: meta.createdAt,
          createdBy: meta.createdBy.name,
          startsAt: state.startsAt ?? null,
          needsApproval: state.needsApproval ?? false,
          approvedBy: state.approvedBy ?? null,
          retryOf: meta.retryOf,
          steps,
          units: Object.values(steps).reduce((a, b) => a + b, 0),
        };
      }),
    });
  });

  app.get('/campaigns/:id', async (c) => {
    const params = checkParams(c, idParams);
    if (!params.ok) return params.response;
    const user = c.get('user');
    const loaded = await visibleCampaign(deps, user, params.value.id);
    if ('status' in loaded) return refuse(c, loaded);
    return c.json({
      campaign: loaded.campaign,
      counts: stepCounts(loaded.campaign),
      ...(await viewerFacts(deps, user, loaded, loaded.campaign.status)),
    });
  });

  app.post('/campaigns', async (c) => {
    const body = await checkBody(c, createBody);
    if (!body.ok) return body.response;
    const { unitGuids, company, startsAt, needsApproval, ...form } = body.value;
    const made = await createEngineCampaign(
      deps,
      c.get('user'),
      { form, unitGuids, company, startsAt, needsApproval },
      VERIFY_MS,
    );
    return 'id' in made ? c.json(made, 201) : refuse(c, made);
  });

  app.post('/campaigns/:id/retry', async (c) => {
    const params = checkParams(c, idParams);
    if (!params.ok) return params.response;
    const body = await checkBody(c, retryBody);
    if (!body.ok) return body.response;
    const made = await retryCampaign(deps, c.get('user'), params.value.id, body.value.name);
    return 'id' in made ? c.json(made, 201) : refuse(c, made);
  });

  app.post('/campaigns/:id/:command', async (c) => {
    const params = checkParams(c, commandParams);
    if (!params.ok) return params.response;
    const { id, command } = params.value;
    const done = await commandCampaign(deps, mutator, c.get('user'), id, command);
    return 'ok' in done ? c.json(done) : refuse(c, done);
  });

  return app;
}
