// /api/__admin/* (only with the admin option): faults, request journal, fresh world, clock.
import { Hono } from 'hono';
import { FaultStore, validateFault } from '../http/faults.ts';
import type { Journal } from '../http/journal.ts';
import { SimError, type Sim } from '../http/env.ts';
import { MAX_UNITS } from '../options.ts';
import { UNIT_CONDITION_KINDS, type UnitConditionKind } from '../world/world.ts';

async function jsonBody(req: { text(): Promise<string> }): Promise<unknown> {
  const text = await req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new SimError(400, 'Body must be JSON');
  }
}

export function adminRoutes(sim: Sim, faults: FaultStore, journal: Journal) {
  const app = new Hono();

  app.get('/faults', (c) => c.json(faults.rules));
  app.post('/faults', async (c) => {
    const body = await jsonBody(c.req);
    const specs = Array.isArray(body) ? body : [body];
    const checked = specs.map(validateFault);
    const problem = checked.find((x) => typeof x === 'string');
    if (typeof problem === 'string') throw new SimError(400, problem);
    const rules = checked.map((spec) => faults.add(spec as Exclude<typeof spec, string>));
    return c.json(Array.isArray(body) ? rules : rules[0], 201);
  });
  app.delete('/faults', (c) => {
    faults.clear();
    return c.body(null, 204);
  });

  app.get('/requests', (c) => c.json(journal.query(c.req.query('method'), c.req.query('path'))));
  app.delete('/requests', (c) => {
    journal.entries = [];
    return c.body(null, 204);
  });

  // Reset and update requests per unit (any answer), for campaign tests: exactly one each.
  app.get('/controller-requests', (c) => {
    const counts: Record<string, { reset: number; update: number }> = {};
    for (const e of journal.query('PUT', '/v2/equipment/*/controller/*')) {
      const [, , , guid, , kind] = e.path.split('/');
      if (!guid || (kind !== 'reset' && kind !== 'update')) continue;
      const entry = (counts[guid] ??= { reset: 0, update: 0 });
      entry[kind]++;
    }
    return c.json(counts);
  });

  // A unit whose updates fail (error state, release kept) until DELETE or a world reset.
  app.post('/units/:guid/update-fails', (c) => {
    const unit = sim.world.find(c.req.param('guid'));
    if (!unit) throw new SimError(404, 'No such unit');
    sim.world.failingUpdates.set(unit.guid, true);
    return c.body(null, 204);
  });
  app.delete('/units/:guid/update-fails', (c) => {
    sim.world.failingUpdates.delete(c.req.param('guid'));
    return c.body(null, 204);
  });

  app.post('/reset', async (c) => {
    const body = (await jsonBody(c.req)) as { units?: unknown; seed?: unknown };
    if (body.units !== undefined) {
      if (
        !Number.isInteger(body.units) ||
        (body.units as number) < 0 ||
        (body.units as number) > MAX_UNITS
      )
        throw new SimError(400, 'units must be an integer ≥ 0');
      sim.options.units = body.units as number;
    }
    if (body.seed !== undefined) {
      if (!Number.isInteger(body.seed)) throw new SimError(400, 'seed must be an integer');
      sim.options.seed = body.seed as number;
    }
    sim.world.reset();
    faults.clear();
    journal.entries = [];
    return c.json({ t0: sim.world.t0, units: sim.world.size, seed: sim.options.seed });
  });

  // Conditions for the alert rules and the salon board: a unit offline, with a critical error, in
  // an error state, or in any controller state.
  app.post('/units/:guid/condition', async (c) => {
    const unit = sim.world.find(c.req.param('guid'));
    if (!unit) throw new SimError(404, 'No such unit');
    const body = (await jsonBody(c.req)) as { kind?: unknown; pingAgoMs?: unknown; code?: unknown };
    if (!UNIT_CONDITION_KINDS.includes(body.kind as UnitConditionKind))
      throw new SimError(400, `kind must be one of ${UNIT_CONDITION_KINDS.join(', ')}`);
    const pingAgoMs = body.pingAgoMs ?? 2 * 3_600_000;
    if (!Number.isInteger(pingAgoMs) || (pingAgoMs as number) < 0)
      throw new SimError(400, 'pingAgoMs must be a non-negative integer');
    if (body.kind === 'state' && !Number.isInteger(body.code))
      throw new SimError(400, 'code must be an integer (the controller.state to show)');
    const condition = {
      kind: body.kind as UnitConditionKind,
      at: sim.clock.now(),
      pingAgoMs: pingAgoMs as number,
      ...(body.kind === 'state' ? { code: body.code as number } : {}),
    };
    sim.world.conditions.set(unit.guid, condition);
    return c.json(condition, 201);
  });
  app.delete('/units/:guid/condition', (c) => {
    sim.world.conditions.delete(c.req.param('guid'));
    return c.body(null, 204);
  });

  // A part change (work-order tests): the unit's counter of that type restarts at 0 from now.
  app.post('/units/:guid/part-change', async (c) => {
    const unit = sim.world.find(c.req.param('guid'));
    if (!unit) throw new SimError(404, 'No such unit');
    const body = (await jsonBody(c.req)) as { type?: unknown };
    if (!unit.hours.some((h) => h.type === body.type))
      throw new SimError(400, "type must be one of the unit's counter types");
    const at = sim.clock.now();
    sim.world.partChanges.set(`${unit.guid} ${body.type as string}`, at);
    return c.json({ type: body.type, at }, 201);
  });

  app.get('/clock', (c) => c.json({ now: sim.clock.now(), t0: sim.world.t0 }));
  app.post('/clock', async (c) => {
    const body = (await jsonBody(c.req)) as { advanceMs?: unknown; set?: unknown };
    if (Number.isFinite(body.set)) sim.clock.set(body.set as number);
    else if (Number.isFinite(body.advanceMs)) sim.clock.advance(body.advanceMs as number);
    else throw new SimError(400, 'Give {"advanceMs": ms} or {"set": epochMs}');
    return c.json({ now: sim.clock.now() });
  });

  return app;
}
