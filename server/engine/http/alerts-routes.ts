// The alerts API (docs/decisions.md#engine-alerts): lists narrowed to the caller's readable
// companies; acknowledge, snooze and notes need equipment.read in one of the alert's companies,
// each written with its audit entry in one transaction and published on commit.
import { Hono, type Context } from 'hono';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { countAttention, findAlert, listAlerts, readAlert } from '../alerts/alert-queries.ts';
import type { Database } from '../storage/schema.ts';
import { canRead, canSee, readableCompanies, type EngineEnv } from './access.ts';
import { checkBody, checkParams, checkQuery } from './validate.ts';

const HOUR = 3_600_000;
const SNOOZE_MS = { '1h': HOUR, '1d': 24 * HOUR } as const;

const companyQuery = z.object({ company: z.string().min(1).max(100).optional() });
const listQuery = companyQuery.extend({
  view: z.enum(['firing', 'pending', 'history']).default('firing'),
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
const idParams = z.object({ id: z.string().min(1).max(400) });
const snoozeBody = z.object({ duration: z.enum(['1h', '1d']) });
const noteBody = z.object({ text: z.string().trim().min(1).max(2000) });

/** 403 when the caller asks for a company they may not read. */
function companyRefused(c: Context<EngineEnv>, company: string | undefined) {
  if (company === undefined || canRead(c.get('user'), company)) return undefined;
  return c.json(
    {
      error: `You do not have equipment.read in company ${company}`,
      field: 'query.company',
      reason: 'not readable',
    },
    403,
  );
}

type Change = (
  trx: Transaction<Database>,
  alert: NonNullable<Awaited<ReturnType<typeof findAlert>>>,
) => Promise<Record<string, unknown>>;

/** One person's change to one alert: checked, written, audited and published together. */
async function changeAlert(c: Context<EngineEnv>, id: string, action: string, change: Change) {
  const engine = c.get('engine');
  const user = c.get('user');
  const outcome = await engine.store.db.transaction().execute(async (trx) => {
    const alert = await findAlert(trx, id);
    if (!alert) return 'missing' as const;
    const open = alert.company_guids.length === 0 && readableCompanies(user).length > 0;
    if (!open && !canSee(user, alert.company_guids)) return 'refused' as const;
    const details = await change(trx, alert);
    await engine.audit.append(
      {
        actor: { key: user.key, email: user.email, name: user.name },
        companyGuid: alert.company_guids[0] ?? null,
        unitGuid: alert.unit_guid,
        action,
        details: { alertId: id, rule: alert.rule, ...details },
        outcome: 'ok',
      },
      trx,
    );
    await engine.publish({ type: 'alerts', companyGuids: alert.company_guids, id }, trx);
    await engine.publish({ type: 'audit', companyGuids: alert.company_guids }, trx);
    return 'ok' as const;
  });
  if (outcome === 'missing') return c.json({ error: `No alert ${id}` }, 404);
  if (outcome === 'refused')
    return c.json({ error: 'You may not see this alert: it is of a company you cannot read' }, 403);
  return c.json({ alert: (await readAlert(engine.store.db, id)) ?? null });
}

export function alertsRoutes() {
  const app = new Hono<EngineEnv>();

  app.get('/alerts', async (c) => {
    const q = checkQuery(c, listQuery);
    if (!q.ok) return q.response;
    const { company, view, limit } = q.value;
    const refused = companyRefused(c, company);
    if (refused) return refused;
    const readable = readableCompanies(c.get('user'));
    const alerts = await listAlerts(c.get('engine').store.db, readable, company, view, limit);
    return c.json({ view, alerts });
  });

  app.get('/alerts/count', async (c) => {
    const q = checkQuery(c, companyQuery);
    if (!q.ok) return q.response;
    const refused = companyRefused(c, q.value.company);
    if (refused) return refused;
    const engine = c.get('engine');
    const readable = readableCompanies(c.get('user'));
    const count = await countAttention(engine.store.db, readable, q.value.company, engine.now());
    return c.json({ count });
  });

  app.post('/alerts/:id/acknowledge', async (c) => {
    const p = checkParams(c, idParams);
    if (!p.ok) return p.response;
    const user = c.get('user');
    const now = c.get('engine').now();
    return changeAlert(c, p.value.id, 'alert.acknowledge', async (trx, alert) => {
      if (!alert.current) return { skipped: 'resolved' };
      await trx
        .updateTable('alerts')
        .set({ ack_by_key: user.key, ack_by_name: user.name, ack_at: now })
        .where('id', '=', alert.id)
        .where('ack_at', 'is', null)
        .execute();
      return {};
    });
  });

  app.post('/alerts/:id/snooze', async (c) => {
    const p = checkParams(c, idParams);
    if (!p.ok) return p.response;
    const b = await checkBody(c, snoozeBody);
    if (!b.ok) return b.response;
    const user = c.get('user');
    const until = c.get('engine').now() + SNOOZE_MS[b.value.duration];
    return changeAlert(c, p.value.id, 'alert.snooze', async (trx, alert) => {
      if (!alert.current) return { skipped: 'resolved' };
      await trx
        .updateTable('alerts')
        .set({ snoozed_by_key: user.key, snoozed_by_name: user.name, snoozed_until: until })
        .where('id', '=', alert.id)
        .execute();
      return { duration: b.value.duration, until };
    });
  });

  app.post('/alerts/:id/notes', async (c) => {
    const p = checkParams(c, idParams);
    if (!p.ok) return p.response;
    const b = await checkBody(c, noteBody);
    if (!b.ok) return b.response;
    const user = c.get('user');
    const at = c.get('engine').now();
    // The audit entry says a note was added, never what it says.
    return changeAlert(c, p.value.id, 'alert.note', async (trx, alert) => {
      await trx
        .insertInto('alert_notes')
        .values({
          alert_id: alert.id,
          at,
          author_key: user.key,
          author_name: user.name,
          text: b.value.text,
        })
        .execute();
      return { length: b.value.text.length };
    });
  });

  return app;
}
