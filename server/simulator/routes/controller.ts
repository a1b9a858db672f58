// Endpoints 7 and 8 play their transitions on the world's clock
// (docs/decisions.md#controller-commands).
import { Hono } from 'hono';
import { PERMISSIONS } from '../fixtures.ts';
import { companyParam, requirePermission, visibleUnit } from '../http/access.ts';
import { SimError, type Sim, type SimEnv } from '../http/env.ts';

export function controllerRoutes(sim: Sim) {
  const app = new Hono<SimEnv>();

  for (const kind of ['reset', 'update'] as const) {
    app.put(`/:guid/controller/${kind}`, (c) => {
      const persona = c.get('persona');
      const company = companyParam(persona, c.req.query('company'));
      const unit = visibleUnit(sim, persona, company, c.req.param('guid'));
      requirePermission(
        persona,
        company,
        unit,
        kind === 'reset' ? PERMISSIONS.reset : PERMISSIONS.controllerUpdate,
      );
      const now = sim.clock.now();
      const conflict = sim.world.actionConflict(unit, now);
      if (conflict) throw new SimError(409, conflict);
      sim.world.startAction(unit, kind, now, persona.username);
      return c.body(null, 202);
    });
  }

  return app;
}
