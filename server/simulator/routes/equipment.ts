// Endpoints 3, 4, 5 and 6: equipment documents, maintenance counters, information edits.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PERMISSIONS } from '../fixtures.ts';
import {
  companyParam,
  inScope,
  readScope,
  requirePermission,
  requestedUnit,
  visibleUnit,
} from '../http/access.ts';
import { SimError, type Sim, type SimEnv } from '../http/env.ts';
import { collectionQuery, collectionResponse, pageOf } from '../http/query.ts';
import { jsonTextStream, toJsonText } from '../json.ts';
import { equipmentDocument, hoursAt } from '../world/equipment-document.ts';
import { equipmentJsonText } from '../world/equipment-json.ts';
import { MAX_PATCH_BYTES, compactPatch, parsePatch } from '../world/patch.ts';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

export function equipmentRoutes(sim: Sim) {
  const app = new Hono<SimEnv>();

  app.get('/', (c) => {
    const persona = c.get('persona');
    const scope = readScope(persona, companyParam(persona, c.req.query('company')));
    const q = collectionQuery(c, sim);
    const { world } = sim;
    const visible: number[] = [];
    for (let i = 0; i < world.size; i++) if (inScope(scope, world.companiesAt(i))) visible.push(i);
    const { start, count } = pageOf(q, visible.length);
    const now = sim.clock.now();
    const body = jsonTextStream(count, (j) =>
      equipmentJsonText(world, world.unitAt(visible[start + j] ?? 0), now),
    );
    return collectionResponse(c, body, visible.length, q);
  });

  app.get('/:guid', (c) => {
    const unit = requestedUnit(sim, c, 'guid');
    return c.body(equipmentJsonText(sim.world, unit, sim.clock.now()), 200, JSON_TYPE);
  });

  app.get('/:guid/maintenance/counters', (c) => {
    const unit = requestedUnit(sim, c, 'guid');
    const counters = unit.custom ? [] : hoursAt(sim.world, unit, sim.clock.now());
    return c.json(counters);
  });

  const patchLimit = bodyLimit({
    maxSize: MAX_PATCH_BYTES,
    onError: () => {
      throw new SimError(413, `The patch body must be at most ${MAX_PATCH_BYTES} bytes`);
    },
  });

  app.patch('/:guid/information', patchLimit, async (c) => {
    const persona = c.get('persona');
    const company = companyParam(persona, c.req.query('company'));
    const unit = visibleUnit(sim, persona, company, c.req.param('guid'));
    requirePermission(persona, company, unit, PERMISSIONS.update);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new SimError(400, 'Body must be valid JSON (a JSON Patch array)');
    }
    const parsed = parsePatch(body);
    if ('error' in parsed) throw new SimError(400, parsed.error);
    const now = sim.clock.now();
    const previous = sim.world.patches.get(unit.guid)?.ops ?? [];
    sim.world.patches.set(unit.guid, { ops: compactPatch(previous, parsed.ops), at: now });
    return c.body(toJsonText(equipmentDocument(sim.world, unit, now)), 200, JSON_TYPE);
  });

  return app;
}
