// A company’s webhooks (docs/decisions.md#notifications), for people with equipment.update there:
// list, add (a host outside --webhook-allow is refused with the reason), delete, send a test,
// and each webhook's last deliveries.
import { randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { lastDeliveries } from '../notifications/webhook-deliveries.ts';
import { refuseUrl } from '../notifications/webhook-allow.ts';
import { can, type EngineEnv } from './access.ts';
import { checkBody, checkParams } from './validate.ts';

export const UPDATE = 'equipment.update';
const companyParams = z.object({ company: z.string().min(1).max(100) });
const hookParams = companyParams.extend({ id: z.coerce.number().int().positive() });
const addBody = z.object({ url: z.string().min(1).max(2000) });

function forbidden(c: Context<EngineEnv>, company: string) {
  return c.json(
    { error: `Changing notifications of company ${company} needs ${UPDATE} there` },
    403,
  );
}

async function audit(
  c: Context<EngineEnv>,
  company: string,
  action: string,
  details: Record<string, unknown>,
) {
  const { key, email, name } = c.get('user');
  await c.get('engine').audit.append({
    actor: { key, email, name },
    companyGuid: company,
    unitGuid: null,
    action,
    details,
    outcome: 'ok',
  });
}

export function webhookRoutes() {
  const app = new Hono<EngineEnv>();

  app.get('/companies/:company/webhooks', async (c) => {
    const p = checkParams(c, companyParams);
    if (!p.ok) return p.response;
    const { company } = p.value;
    if (!can(c.get('user'), company, UPDATE)) return forbidden(c, company);
    const { db } = c.get('engine').store;
    const hooks = await db
      .selectFrom('webhooks')
      .selectAll()
      .where('company_guid', '=', company)
      .orderBy('id')
      .execute();
    const last = await lastDeliveries(
      db,
      hooks.map((h) => h.id),
      1,
    );
    return c.json(
      hooks.map((h) => ({
        id: h.id,
        url: h.url,
        secret: h.secret,
        createdAt: h.created_at,
        lastDelivery: last.get(h.id)?.[0] ?? null,
      })),
    );
  });

  app.post('/companies/:company/webhooks', async (c) => {
    const p = checkParams(c, companyParams);
    if (!p.ok) return p.response;
    const { company } = p.value;
    if (!can(c.get('user'), company, UPDATE)) return forbidden(c, company);
    const body = await checkBody(c, addBody);
    if (!body.ok) return body.response;
    const engine = c.get('engine');
    const url = body.value.url.trim();
    const refused = refuseUrl(url, engine.options.webhookAllow);
    if (refused) return c.json({ error: refused, field: 'body.url', reason: refused }, 400);
    const row = await engine.store.db
      .insertInto('webhooks')
      .values({
        company_guid: company,
        url,
        secret: randomBytes(24).toString('hex'),
        created_by: c.get('user').key,
        created_at: engine.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(c, company, 'webhook.create', { webhook: row.id, host: new URL(url).host });
    await engine.publish({ type: 'notifications', companyGuids: [company] });
    return c.json(
      {
        id: row.id,
        url: row.url,
        secret: row.secret,
        createdAt: row.created_at,
        lastDelivery: null,
      },
      201,
    );
  });

  app.delete('/companies/:company/webhooks/:id', async (c) => {
    const p = checkParams(c, hookParams);
    if (!p.ok) return p.response;
    const { company, id } = p.value;
    if (!can(c.get('user'), company, UPDATE)) return forbidden(c, company);
    const engine = c.get('engine');
    const gone = await engine.store.db
      .deleteFrom('webhooks')
      .where('id', '=', id)
      .where('company_guid', '=', company)
      .executeTakeFirst();
    if (gone.numDeletedRows === 0n)
      return c.json({ error: 'No such webhook in this company' }, 404);
    await audit(c, company, 'webhook.delete', { webhook: id });
    await engine.publish({ type: 'notifications', companyGuids: [company] });
    return c.body(null, 204);
  });

  app.post('/companies/:company/webhooks/:id/test', async (c) => {
    const p = checkParams(c, hookParams);
    if (!p.ok) return p.response;
    const { company, id } = p.value;
    if (!can(c.get('user'), company, UPDATE)) return forbidden(c, company);
    const engine = c.get('engine');
    const { db } = engine.store;
    const hook = await db
      .selectFrom('webhooks')
      .select('id')
      .where('id', '=', id)
      .where('company_guid', '=', company)
      .executeTakeFirst();
    if (!hook) return c.json({ error: 'No such webhook in this company' }, 404);
    // The leader's runner sends it, as any other delivery: once, retried, audited.
    const now = engine.now();
    const row = await db
      .insertInto('notification_deliveries')
      .values({
        alert_id: 'test',
        occasion: `test:${randomUUID()}`,
        recipient: `webhook:${id}`,
        channel: 'webhook',
        transition_id: null,
        company_guid: company,
        state: 'pending',
        attempts: 0,
        next_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(c, company, 'webhook.test', { webhook: id, delivery: row.id });
    return c.json({ delivery: row.id }, 202);
  });

  app.get('/companies/:company/webhooks/:id/deliveries', async (c) => {
    const p = checkParams(c, hookParams);
    if (!p.ok) return p.response;
    const { company, id } = p.value;
    if (!can(c.get('user'), company, UPDATE)) return forbidden(c, company);
    const { db } = c.get('engine').store;
    const hook = await db
      .selectFrom('webhooks')
      .select('id')
      .where('id', '=', id)
      .where('company_guid', '=', company)
      .executeTakeFirst();
    if (!hook) return c.json({ error: 'No such webhook in this company' }, 404);
    return c.json((await lastDeliveries(db, [id], 20)).get(id) ?? []);
  });
  return app;
}
