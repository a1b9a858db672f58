// The campaign page's routes (server/engine/README.md, Campaigns): its summary and its units a
// page at a time, so the page never loads the whole campaign (100,000 units: 25 MB).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { UNIT_STEPS } from '../../../src/domain/campaigns/campaign-engine.ts';
import { viewerFacts, visibleHead } from '../campaigns/campaign-commands.ts';
import type { Refusal } from '../campaigns/campaign-create.ts';
import type { CampaignDeps } from '../campaigns/campaign-deps.ts';
import { campaignSummary, campaignUnitsPage, UNIT_SORTS } from '../campaigns/campaign-pages.ts';
import type { EngineEnv } from './access.ts';
import { checkParams, checkQuery } from './validate.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'a whole number')
    .transform(Number)
    .refine((n) => n <= max, `at most ${max}`);
const unitsQuery = z.object({
  offset: whole(1_000_000).default(0),
  limit: whole(500)
    .refine((n) => n >= 1, 'at least 1')
    .default(100),
  sort: z.enum(UNIT_SORTS).default('position'),
  order: z.enum(['asc', 'desc']).default('asc'),
  step: z.enum(UNIT_STEPS).optional(),
  q: z.string().min(1).max(200).optional(),
});

const refuse = (c: Context, r: Refusal) =>
  c.json({ error: r.error, reason: r.reason, ...(r.field && { field: r.field }) }, r.status);

export function campaignPageRoutes(deps: CampaignDeps) {
  const app = new Hono<EngineEnv>();

  app.get('/campaigns/:id/summary', async (c) => {
    const params = checkParams(c, idParams);
    if (!params.ok) return params.response;
    const user = c.get('user');
    const found = await visibleHead(deps, user, params.value.id);
    if ('status' in found) return refuse(c, found);
    const summary = await campaignSummary(deps.db, found.meta.id, found.state);
    return c.json({ ...summary, ...(await viewerFacts(deps, user, found, found.state.status)) });
  });

  app.get('/campaigns/:id/units', async (c) => {
    const params = checkParams(c, idParams);
    if (!params.ok) return params.response;
    const q = checkQuery(c, unitsQuery);
    if (!q.ok) return q.response;
    const found = await visibleHead(deps, c.get('user'), params.value.id);
    if ('status' in found) return refuse(c, found);
    const { order, ...page } = q.value;
    return c.json(
      await campaignUnitsPage(deps.db, found.meta.id, { ...page, desc: order === 'desc' }),
    );
  });

  return app;
}
