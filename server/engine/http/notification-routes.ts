// A person's own notification settings and devices (docs/decisions.md#notifications): GET/PUT
// /notifications/settings, GET /notifications/push/key, POST/DELETE /notifications/push. Every
// request to the engine refreshes the person's permission snapshot, which the runner decides by
// without their token.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { formatQuietHours, parseQuietHours } from '../../../src/domain/quiet-hours.ts';
import {
  ensureSettings,
  readSettings,
  refreshSnapshot,
  saveSettings,
} from '../notifications/settings-store.ts';
import { vapidKeys } from '../notifications/vapid-keys.ts';
import { refusePushEndpoint } from '../notifications/webhook-allow.ts';
import { readableCompanies, type EngineEnv } from './access.ts';
import { pushBody, pushDelete, settingsBody } from './notification-bodies.ts';
import { checkBody } from './validate.ts';

const actorOf = (c: Context<EngineEnv>) => {
  const { key, email, name } = c.get('user');
  return { key, email, name };
};

/** After `access`, on every engine route: the caller's use confirms (or corrects) their snapshot. */
export function confirmSnapshot(): MiddlewareHandler<EngineEnv> {
  return async (c, next) => {
    await refreshSnapshot(c.get('engine').store.db, c.get('user'), c.get('engine').now());
    await next();
  };
}

export function notificationRoutes() {
  const app = new Hono<EngineEnv>();
  app.use('/notifications/*', confirmSnapshot());

  app.get('/notifications/settings', async (c) => {
    const { db } = c.get('engine').store;
    const user = c.get('user');
    const [row, devices] = await Promise.all([
      readSettings(db, user.key),
      db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('person_key', '=', user.key)
        .execute(),
    ]);
    const readable = readableCompanies(user);
    return c.json({
      saved: Boolean(row),
      emailOn: row?.email_on ?? false,
      email: row?.email ?? (user.email || null),
      language: row?.language ?? 'en',
      timeZone: row?.time_zone ?? 'UTC',
      quietHours:
        row && row.quiet_start !== null && row.quiet_end !== null
          ? formatQuietHours({ start: row.quiet_start, end: row.quiet_end })
          : '',
      repeatMinutes: row?.repeat_minutes ?? null,
      // Only what the person may see now, even if they narrowed to more before.
      companies: row?.companies?.filter((co) => readable.includes(co)) ?? null,
      rules: row?.rules ?? null,
      digest: row?.digest ?? false,
      devices: devices.map((d) => d.endpoint),
    });
  });

  app.put('/notifications/settings', async (c) => {
    const body = await checkBody(c, settingsBody);
    if (!body.ok) return body.response;
    const engine = c.get('engine');
    const user = c.get('user');
    const input = body.value;
    const readable = readableCompanies(user);
    const foreign = input.companies?.find((co) => !readable.includes(co));
    if (foreign)
      return c.json(
        {
          error: `You may not see company ${foreign}`,
          field: 'body.companies',
          reason: 'not readable',
        },
        403,
      );
    const quiet = parseQuietHours(input.quietHours);
    await saveSettings(
      engine.store.db,
      user,
      { ...input, email: input.email || null, quiet: quiet === 'invalid' ? null : quiet },
      engine.now(),
    );
    await engine.audit.append({
      actor: actorOf(c),
      companyGuid: null,
      unitGuid: null,
      action: 'notifications.settings',
      details: {
        emailOn: input.emailOn,
        quietHours: input.quietHours,
        repeatMinutes: input.repeatMinutes,
        companies: input.companies,
        rules: input.rules,
        digest: input.digest,
      },
      outcome: 'ok',
    });
    return c.body(null, 204);
  });

  app.get('/notifications/push/key', async (c) => {
    const { publicKey } = await vapidKeys(c.get('engine').store.db);
    return c.json({ publicKey });
  });

  app.post('/notifications/push', async (c) => {
    const body = await checkBody(c, pushBody);
    if (!body.ok) return body.response;
    const engine = c.get('engine');
    const user = c.get('user');
    const { endpoint, keys } = body.value;
    const refused = refusePushEndpoint(endpoint, engine.options.webhookAllow);
    if (refused) return c.json({ error: refused, field: 'body.endpoint', reason: refused }, 400);
    const now = engine.now();
    await ensureSettings(
      engine.store.db,
      user,
      body.value.language ?? 'en',
      body.value.timeZone ?? 'UTC',
      now,
    );
    // One row per device: a browser signed in as someone else now belongs to this person.
    const row = { person_key: user.key, p256dh: keys.p256dh, auth: keys.auth, created_at: now };
    await engine.store.db
      .insertInto('push_subscriptions')
      .values({ endpoint, ...row })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
      .execute();
    await engine.audit.append({
      actor: actorOf(c),
      companyGuid: null,
      unitGuid: null,
      action: 'notifications.push.subscribe',
      details: { host: new URL(endpoint).host },
      outcome: 'ok',
    });
    return c.body(null, 204);
  });

  app.delete('/notifications/push', async (c) => {
    const body = await checkBody(c, pushDelete);
    if (!body.ok) return body.response;
    const engine = c.get('engine');
    const user = c.get('user');
    const gone = await engine.store.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', body.value.endpoint)
      .where('person_key', '=', user.key)
      .executeTakeFirst();
    if (gone.numDeletedRows > 0n)
      await engine.audit.append({
        actor: actorOf(c),
        companyGuid: null,
        unitGuid: null,
        action: 'notifications.push.unsubscribe',
        details: {},
        outcome: 'ok',
      });
    return c.body(null, 204);
  });
  return app;
}
