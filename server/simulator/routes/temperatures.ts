// Endpoints 9 and 10: temperature logs, computed per minute on demand.
import { Hono } from 'hono';
import { requestedUnit } from '../http/access.ts';
import { SimError, type Sim, type SimEnv } from '../http/env.ts';
import { collectionQuery, collectionResponse, pageOf } from '../http/query.ts';
import { jsonArrayStream } from '../json.ts';
import type { UnitProfile } from '../world/profile.ts';
import {
  minuteRange,
  parseTemperatureGuid,
  readings,
  temperatureDocument,
  temperatureGuid,
  temperatureLogDate,
} from '../world/temperatures.ts';
import { guidOrNotFound } from '../http/guid.ts';

const MIN = 60_000;

export function temperatureRoutes(sim: Sim) {
  const app = new Hono<SimEnv>();

  const documentAt = (unit: UnitProfile, minute: number, last: number) => {
    const moment = sim.world.momentAt(unit, minute * MIN);
    return temperatureDocument(
      unit,
      minute,
      moment.code,
      readings(unit, minute, moment.heat, minute === last),
    );
  };

  const rangeOf = (unit: UnitProfile, now: number) =>
    sim.world.temperatureCapable(unit, now)
      ? minuteRange(unit, now, logsUntil(unit, now))
      : undefined;

  // Offline devices and silent controllers stop logging; online ones have logged up to now.
  const logsUntil = (unit: UnitProfile, now: number) =>
    unit.kind === 'offline' || unit.kind === 'timeout' ? sim.world.lastContact(unit, now) : now;

  app.get('/:equipment_guid/temperatures', (c) => {
    const unit = requestedUnit(sim, c, 'equipment_guid');
    const q = collectionQuery(c, sim);
    const now = sim.clock.now();
    const range = rangeOf(unit, now);
    if (!range) return collectionResponse(c, '[]', 0, q);
    const shift = temperatureLogDate(unit, 0);
    const lo = Math.max(
      range.first,
      q.from === undefined ? -Infinity : Math.ceil((q.from - shift) / MIN),
    );
    const hi = Math.min(
      range.last,
      q.to === undefined ? Infinity : Math.floor((q.to - shift) / MIN),
    );
    const total = Math.max(0, hi - lo + 1);
    const { start, count } = pageOf(q, total);
    const body = jsonArrayStream(count, (j) =>
      documentAt(unit, q.newestFirst ? hi - start - j : lo + start + j, range.last),
    );
    return collectionResponse(c, body, total, q);
  });

  app.get('/:equipment_guid/temperatures/:guid', (c) => {
    const unit = requestedUnit(sim, c, 'equipment_guid');
    const guid = guidOrNotFound(c.req.param('guid'), 'Temperature log not found');
    const minute = parseTemperatureGuid(guid);
    const range = rangeOf(unit, sim.clock.now());
    if (
      minute === undefined ||
      !range ||
      minute < range.first ||
      minute > range.last ||
      temperatureGuid(unit, minute) !== guid
    ) {
      throw new SimError(404, 'Temperature log not found');
    }
    return c.json(documentAt(unit, minute, range.last));
  });

  return app;
}
