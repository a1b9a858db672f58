// Endpoint 13: the error catalog, exactly the service's table (docs/decisions.md#active-errors).
import { Hono } from 'hono';
import { ERROR_CATALOG } from '../catalog.ts';
import { companyParam, readScope } from '../http/access.ts';
import type { SimEnv } from '../http/env.ts';

export function errorCatalogRoutes() {
  const app = new Hono<SimEnv>();
  app.get('/logs/error', (c) => {
    const persona = c.get('persona');
    readScope(persona, companyParam(persona, c.req.query('company')));
    return c.json(ERROR_CATALOG);
  });
  return app;
}
