// Endpoints 1 and 2: the caller's identity document and permission rows.
import { Hono } from 'hono';
import { companiesOf, companyParam } from '../http/access.ts';
import type { Sim, SimEnv } from '../http/env.ts';

export function authRoutes(sim: Sim) {
  const app = new Hono<SimEnv>();

  const rows = (persona: SimEnv['Variables']['persona'], company?: string) =>
    companiesOf(persona)
      .filter((co) => company === undefined || co === company)
      .flatMap((co) =>
        (persona.companies[co] ?? []).map((permission_id) => ({ permission_id, company_guid: co })),
      );

  app.get('/resource', (c) => {
    const p = c.get('persona');
    const t0 = sim.world.t0;
    return c.json({
      _meta: {
        index: 'users',
        guid: p.guid,
        created: t0 - 400 * 86_400_000,
        updated: t0 - 3 * 86_400_000,
        removed: 0,
        expiry: 0,
        created_by: { host: 'api.sim.local', resource: {} },
      },
      email: p.email,
      username: p.username,
      firstname: p.firstname,
      lastname: p.lastname,
      company_permissions: rows(p),
      disable_all_notifications: p.key === 'support',
    });
  });

  app.get('/resource/permissions', (c) => {
    const p = c.get('persona');
    return c.json(rows(p, companyParam(p, c.req.query('company'))));
  });

  return app;
}
