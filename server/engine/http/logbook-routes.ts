// The unit logbook (server/engine/README.md, "Work orders"): read it (who may,
// docs/decisions.md#engine-access), add an entry (equipment.update in the unit's company); the same
// checks as the form (src/domain).
import { Hono } from 'hono';
import { z } from 'zod';
import { entryProblems, MANUAL_KINDS } from '../../../src/domain/work-orders/logbook-entry.ts';
import { utcDay } from '../../../src/domain/work-orders/work-order-rules.ts';
import { addEntry } from '../work-orders/work-order-actions.ts';
import { listLogbook } from '../work-orders/logbook-store.ts';
import { findUnit } from '../work-orders/unit-lookup.ts';
import { canSee, type EngineEnv } from './access.ts';
import { checkBody, checkParams } from './validate.ts';
import { actionDeps, actorOf, mayWrite } from './work-order-routes.ts';

const guidParam = z.object({ guid: z.string().min(1).max(100) });
const opt = z.string().max(2000).optional();
const entryBody = z.object({
  kind: z.enum(MANUAL_KINDS),
  day: z.string(),
  text: opt,
  lampType: opt,
  count: z.number().optional(),
  wPerM2: z.number().optional(),
  instrument: opt,
  measuredBy: opt,
  uvType: z.number().optional(),
});
/** A person far east of UTC is already a day ahead: their today is allowed. */
const AHEAD_MS = 14 * 3_600_000;

export function logbookRoutes() {
  const app = new Hono<EngineEnv>();

  app.get('/units/:guid/logbook', async (c) => {
    const params = checkParams(c, guidParam);
    if (!params.ok) return params.response;
    const { db } = c.get('engine').store;
    const unit = await findUnit(db, params.value.guid);
    if (!unit) return c.json({ error: 'No such unit' }, 404);
    if (!canSee(c.get('user'), unit.companyGuids))
      return c.json({ error: 'You may not see this unit’s company (equipment.read)' }, 403);
    const entries = await listLogbook(db, unit.guid);
    const uvType = [...entries].reverse().find((e) => e.kind === 'uv-type')?.data.uvType ?? null;
    return c.json({ unit: { ...unit, uvType }, entries });
  });

  app.post('/units/:guid/logbook', async (c) => {
    const params = checkParams(c, guidParam);
    if (!params.ok) return params.response;
    const body = await checkBody(c, entryBody);
    if (!body.ok) return body.response;
    const user = c.get('user');
    const engine = c.get('engine');
    const unit = await findUnit(engine.store.db, params.value.guid);
    if (!unit) return c.json({ error: 'No such unit' }, 404);
    if (!canSee(user, unit.companyGuids))
      return c.json({ error: 'You may not see this unit’s company (equipment.read)' }, 403);
    if (!mayWrite(user, unit.companyGuids))
      return c.json(
        { error: 'Writing the logbook needs equipment.update in the unit’s company' },
        403,
      );
    const problem = entryProblems(body.value, utcDay(engine.now() + AHEAD_MS))[0];
    if (problem)
      return c.json(
        {
          error: `Invalid body.${problem.field}: ${problem.reason}`,
          field: `body.${problem.field}`,
          reason: problem.reason,
        },
        400,
      );
    const id = await addEntry(actionDeps(c), actorOf(user), unit, body.value);
    return c.json({ id }, 201);
  });

  return app;
}
