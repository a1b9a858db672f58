// A unit's history (docs/decisions.md#engine-alerts): its daily records, its part changes (the
// service history) and each counter's status and forecast from them, for callers who may see it.
import { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { historyReadings } from '../../../src/domain/fleet/fleet-history.ts';
import { serviceCounter } from '../../../src/domain/service/service-forecast.ts';
import { dayOfRow } from '../history/history-store.ts';
import { serviceConfigOf } from '../history/service-config.ts';
import { latestCounters } from '../history/latest-counters.ts';
import { unitFromRow } from '../storage/units.ts';
import { textArray } from '../storage/json-rows.ts';
import { canSee, readableCompanies, type EngineEnv } from './access.ts';
import { checkBody, checkParams } from './validate.ts';

const guidParams = z.object({ guid: z.string().min(1).max(100) });
/** The salon board's recent days of the units on screen (it reads at most 300). */
const recentBody = z.object({
  guids: z.array(z.string().min(1).max(100)).max(300),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day like 2026-11-25'),
});

export function historyRoutes() {
  const app = new Hono<EngineEnv>();

  app.get('/units/:guid/history', async (c) => {
    const p = checkParams(c, guidParams);
    if (!p.ok) return p.response;
    const { guid } = p.value;
    const engine = c.get('engine');
    const db = engine.store.db;
    const row = await db
      .selectFrom('units')
      .select(['company_guids', 'unit'])
      .where('guid', '=', guid)
      .executeTakeFirst();
    if (!row) return c.json({ error: `No unit ${guid} on the engine` }, 404);
    if (!canSee(c.get('user'), row.company_guids))
      return c.json(
        { error: 'You may not see this unit: it is of a company you cannot read' },
        403,
      );
    const days = (
      await db.selectFrom('unit_days').selectAll().where('guid', '=', guid).orderBy('day').execute()
    ).map(dayOfRow);
    const changes = await db
      .selectFrom('part_changes')
      .select(['counter_type', 'at', 'value_reached'])
      .where('unit_guid', '=', guid)
      .orderBy('at', 'desc')
      .execute();
    const unit = unitFromRow(row.unit);
    const zone = unit.location
      ? { timezone: unit.location.timezone, timezone_offset: unit.location.timezoneOffset }
      : undefined;
    const { serviceLimits, dueSoonDays } = serviceConfigOf(engine);
    const now = engine.now();
    const counters = latestCounters(days).flatMap((h) => {
      const counter = serviceCounter({
        type: h.type,
        value: h.value,
        configLimits: serviceLimits,
        readings: historyReadings(days, h.type),
        zone,
        now,
        dueSoonDays,
      });
      return counter ? [counter] : [];
    });
    return c.json({
      guid,
      days,
      partChanges: changes.map((ch) => ({
        type: ch.counter_type,
        at: Number(ch.at),
        valueReached: ch.value_reached,
      })),
      counters,
    });
  });

  app.post('/history/days', async (c) => {
    const b = await checkBody(c, recentBody);
    if (!b.ok) return b.response;
    const { guids, from } = b.value;
    const readable = readableCompanies(c.get('user'));
    if (!guids.length || !readable.length) return c.json({ days: [] });
    // Only days of units the caller may see: the others are left out, as if unknown.
    const rows = await c
      .get('engine')
      .store.db.selectFrom('unit_days')
      .selectAll()
      .where('guid', '=', sql<string>`any(${textArray(guids)})`)
      .where('day', '>=', from)
      .where(sql<boolean>`company_guids && ${textArray(readable)}`)
      .orderBy('guid')
      .orderBy('day')
      .execute();
    return c.json({ days: rows.map(dayOfRow) });
  });

  return app;
}
