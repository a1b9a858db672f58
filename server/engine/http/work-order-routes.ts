// Work orders (server/engine/README.md, "Work orders"): list (only readable companies,
// docs/decisions.md#engine-access), create and change them (equipment.update in the unit's
// company). Thin: validate, check access, call one function.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  canMove,
  isOverdue,
  utcDay,
  WORK_ORDER_PARTS,
  WORK_ORDER_STATES,
} from '../../../src/domain/work-orders/work-order-rules.ts';
import {
  changeWorkOrder,
  createWorkOrder,
  type ActionDeps,
} from '../work-orders/work-order-actions.ts';
import { findUnit } from '../work-orders/unit-lookup.ts';
import { getWorkOrder, listWorkOrders, type WorkOrder } from '../work-orders/work-order-store.ts';
import {
  can,
  canRead,
  canSee,
  readableCompanies,
  type EngineEnv,
  type EngineUser,
} from './access.ts';
import { checkBody, checkParams, checkQuery } from './validate.ts';

export const UPDATE = 'equipment.update';
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day like 2026-12-03');
const text = (max: number) => z.string().trim().max(max);

const listQuery = z.object({
  company: z.string().min(1).optional(),
  unit: z.string().min(1).optional(),
  state: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',') : []))
    .pipe(z.array(z.enum(WORK_ORDER_STATES))),
});
const createBody = z.object({
  unitGuid: z.string().min(1),
  parts: z
    .array(
      z.object({ part: z.enum(WORK_ORDER_PARTS), count: z.number().int().positive().max(1000) }),
    )
    .min(1, 'name at least one part'),
  dueDate: day.nullable().default(null),
  assignee: text(200).default(''),
  notes: text(2000).default(''),
  state: z.enum(['open', 'scheduled']).default('open'),
  counterType: z.string().max(100).nullable().default(null),
});
const changeBody = z.object({
  state: z.enum(WORK_ORDER_STATES).optional(),
  reason: text(500).optional(),
  dueDate: day.nullable().optional(),
  assignee: text(200).optional(),
  notes: text(2000).optional(),
});
const idParam = z.object({ id: z.coerce.number().int().positive() });

export const actionDeps = (c: Context<EngineEnv>): ActionDeps => {
  const engine = c.get('engine');
  return {
    db: engine.store.db,
    audit: engine.audit,
    now: () => engine.now(),
    publish: (e) => engine.publish(e),
  };
};
export const actorOf = ({ key, email, name }: EngineUser) => ({ key, email, name });
export const mayWrite = (user: EngineUser, companyGuids: readonly string[]) =>
  companyGuids.some((co) => can(user, co, UPDATE));
const forbidden = (c: Context, error: string) => c.json({ error }, 403);
const withOverdue = (o: WorkOrder, today: string) => ({ ...o, overdue: isOverdue(o, today) });

export function workOrderRoutes() {
  const app = new Hono<EngineEnv>();

  app.get('/work-orders', async (c) => {
    const q = checkQuery(c, listQuery);
    if (!q.ok) return q.response;
    const user = c.get('user');
    const { company, unit, state } = q.value;
    if (company && !canRead(user, company))
      return forbidden(c, 'You may not see this company (equipment.read)');
    const companies = company ? [company] : readableCompanies(user);
    const orders = await listWorkOrders(c.get('engine').store.db, {
      companies,
      unitGuid: unit,
      states: state,
    });
    const today = utcDay(c.get('engine').now());
    return c.json({ workOrders: orders.map((o) => withOverdue(o, today)) });
  });

  app.post('/work-orders', async (c) => {
    const body = await checkBody(c, createBody);
    if (!body.ok) return body.response;
    const user = c.get('user');
    const { unitGuid, ...input } = body.value;
    const unit = await findUnit(c.get('engine').store.db, unitGuid);
    if (!unit || !canSee(user, unit.companyGuids))
      return c.json({ error: 'No such unit', field: 'body.unitGuid', reason: 'unknown unit' }, 404);
    if (!mayWrite(user, unit.companyGuids))
      return forbidden(c, 'Making work orders needs equipment.update in the unit’s company');
    const order = await createWorkOrder(actionDeps(c), actorOf(user), unit, input);
    return c.json({ workOrder: withOverdue(order, utcDay(c.get('engine').now())) }, 201);
  });

  app.patch('/work-orders/:id', async (c) => {
    const params = checkParams(c, idParam);
    if (!params.ok) return params.response;
    const body = await checkBody(c, changeBody);
    if (!body.ok) return body.response;
    const user = c.get('user');
    const before = await getWorkOrder(c.get('engine').store.db, params.value.id);
    if (!before || !canSee(user, before.companyGuids))
      return c.json({ error: 'No such work order' }, 404);
    if (!mayWrite(user, before.companyGuids))
      return forbidden(c, 'Changing work orders needs equipment.update in the unit’s company');
    const { state, reason } = body.value;
    if (state && state !== before.state && !canMove(before.state, state))
      return c.json(
        {
          error: `A ${before.state} work order cannot become ${state}`,
          field: 'body.state',
          reason: 'not allowed',
        },
        409,
      );
    if (state === 'done' && !reason)
      return c.json(
        {
          error: 'Say why it is done: the counter was not seen reset',
          field: 'body.reason',
          reason: 'required',
        },
        400,
      );
    const change = state === before.state ? { ...body.value, state: undefined } : body.value;
    const order = await changeWorkOrder(actionDeps(c), actorOf(user), before, change);
    return c.json({ workOrder: withOverdue(order, utcDay(c.get('engine').now())) });
  });

  return app;
}
