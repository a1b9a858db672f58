// Audit routes (server/engine/README.md, Audit log): the entries a person may see, filtered,
// newest first, and the chain's verification.
import { Hono } from 'hono';
import { z } from 'zod';
import { auditEntries } from '../audit/audit-queries.ts';
import { readableCompanies, type EngineEnv } from './access.ts';
import { checkQuery } from './validate.ts';

const ms = z.coerce.number().int().nonnegative();
const query = z.object({
  unit: z.string().min(1).max(200).optional(),
  company: z.string().min(1).max(200).optional(),
  action: z.string().min(1).max(100).optional(),
  actor: z.string().min(1).max(200).optional(),
  from: ms.optional(),
  to: ms.optional(),
  before: ms.optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(200),
});

export function auditRoutes() {
  const app = new Hono<EngineEnv>();
  app.get('/audit', async (c) => {
    const q = checkQuery(c, query);
    if (!q.ok) return q.response;
    const entries = await auditEntries(
      c.get('engine').store.db,
      readableCompanies(c.get('user')),
      q.value,
    );
    return c.json({ entries });
  });
  app.get('/audit/verify', async (c) => c.json(await c.get('engine').audit.verify()));
  return app;
}
