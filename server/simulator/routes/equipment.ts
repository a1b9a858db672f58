// Endpoints 3, 4, 5 and 6: equipment documents, maintenance counters, information edits.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PERMISSIONS } from '../fixtures.ts';
import {
  companyParam,
  readScope,
  requirePermission,
  requestedUnit,
  visibleUnit,
} from '../http/access.ts';
import { SimError, type Sim, type SimEnv } from '../http/env.ts';
import { PageCache, lastModified, notModified } from '../http/page-cache.ts';
import { collectionQuery, collectionResponse, pageOf } from '../http/query.ts';
import { toJsonText } from '../json.ts';
import { equipmentDocument, hoursAt } from '../world/equipment-document.ts';
import { equipmentJsonText } from '../world/equipment-json.ts';
import { MAX_PATCH_BYTES, compactPatch, parsePatch } from '../world/patch.ts';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };
// A writing works in slices of this many ms, then lets waiting requests through. Slices, not a
// count of units: under load each turn of the event loop serves many callers, and a page written
// in small slices would take seconds.
const SLICE_MS = 40;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const encoder = new TextEncoder();

/** The JSON array of these units' documents at `now`, yielding now and then to other requests. */
async function pageText(
  sim: Sim,
  units: ArrayLike<number>,
  now: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const { world } = sim;
  const parts: string[] = [];
  let sliceStart = performance.now();
  for (let j = 0; j < units.length; j++) {
    if (j % 50 === 49 && performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    parts.push(equipmentJsonText(world, world.unitAt(units[j] ?? 0), now));
  }
  return encoder.encode(`[${parts.join(',')}]`);
}

export function equipmentRoutes(sim: Sim) {
  const app = new Hono<SimEnv>();
  const pages = new PageCache(() => sim.clock.now());

  app.get('/', async (c) => {
    const persona = c.get('persona');
    const scope = readScope(persona, companyParam(persona, c.req.query('company')));
    const q = collectionQuery(c, sim);
    const visible = sim.world.unitsOf(scope);
    const { start, count } = pageOf(q, visible.length);
    const now = sim.clock.now();
    // The page's text depends on the scope, the slice and the moment, not on who asks.
    const key = `${[...scope].sort().join(',')}|${start}|${count}`;
    const stamp = `${sim.world.changes}:${sim.clock.jumps}`;
    const units = visible.subarray(start, start + count);
    const page = await pages.page(key, stamp, now, () => pageText(sim, units, now));
    c.header('ETag', page.etag);
    c.header('Last-Modified', lastModified(page));
    if (notModified(c.req.header('if-none-match'), c.req.header('if-modified-since'), page)) {
      if (q.honoured) c.header('X-Total-Count', String(visible.length));
      return c.body(null, 304);
    }
    // A known length lets `npm start` gzip this page once for all its callers (gzip-stream.ts).
    c.header('Content-Length', String(page.body.byteLength));
    return collectionResponse(c, page.body, visible.length, q);
  });

  app.get('/:guid', (c) => {
    const unit = requestedUnit(sim, c, 'guid');
    return c.body(equipmentJsonText(sim.world, unit, sim.clock.now()), 200, JSON_TYPE);
  });

  app.get('/:guid/maintenance/counters', (c) => {
    const unit = requestedUnit(sim, c, 'guid');
    const counters = unit.custom ? [] : hoursAt(sim.world, unit, sim.clock.now());
    // A service without limits (fixtures.ts, counterLimits): the dashboard's config limits apply.
    if (c.get('persona').counterLimits === false)
      return c.json(counters.map(({ type, value }) => ({ type, value })));
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
    sim.world.setPatch(unit.guid, compactPatch(previous, parsed.ops), now);
    return c.body(toJsonText(equipmentDocument(sim.world, unit, now)), 200, JSON_TYPE);
  });

  return app;
}
