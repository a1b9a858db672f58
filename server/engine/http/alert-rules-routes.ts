// A company's alert rules (docs/decisions.md#engine-alerts): read with equipment.read there,
// changed with equipment.update there; the change is audited and published with it.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  DEFAULT_RULES,
  readRuleSettings,
  RULE_FIELDS,
  RULE_IDS,
  RULE_LIMITS,
  type RuleId,
} from '../../../src/domain/alerts/alert-rules.ts';
import { can, canRead, type EngineEnv } from './access.ts';
import { checkBody, checkQuery } from './validate.ts';

export const UPDATE = 'equipment.update';

const companyQuery = z.object({ company: z.string().min(1).max(100) });
/** The rule's own numbers in the editor's ranges (src/domain RULE_LIMITS); the others unused. */
const number = (id: RuleId, field: 'minutes' | 'days') => {
  const [min, max] = RULE_LIMITS[field];
  return z
    .number()
    .int()
    .min(RULE_FIELDS[id].includes(field) ? min : 0)
    .max(max);
};
const setting = (id: RuleId) =>
  z.object({ enabled: z.boolean(), minutes: number(id, 'minutes'), days: number(id, 'days') });
const rulesBody = z.object({
  rules: z.object(
    Object.fromEntries(RULE_IDS.map((id) => [id, setting(id)])) as Record<
      RuleId,
      ReturnType<typeof setting>
    >,
  ),
});

export function alertRulesRoutes() {
  const app = new Hono<EngineEnv>();

  app.get('/alert-rules', async (c) => {
    const q = checkQuery(c, companyQuery);
    if (!q.ok) return q.response;
    const { company } = q.value;
    const user = c.get('user');
    if (!canRead(user, company))
      return c.json({ error: `You do not have equipment.read in company ${company}` }, 403);
    const row = await c
      .get('engine')
      .store.db.selectFrom('alert_rules')
      .selectAll()
      .where('company_guid', '=', company)
      .executeTakeFirst();
    return c.json({
      company,
      rules: row ? readRuleSettings(row.rules) : DEFAULT_RULES,
      updatedBy: row?.updated_by_name ?? null,
      updatedAt: row ? Number(row.updated_at) : null,
      canChange: can(user, company, UPDATE),
    });
  });

  app.put('/alert-rules', async (c) => {
    const q = checkQuery(c, companyQuery);
    if (!q.ok) return q.response;
    const { company } = q.value;
    const user = c.get('user');
    if (!can(user, company, UPDATE))
      return c.json(
        { error: `Changing the rules needs equipment.update in company ${company}` },
        403,
      );
    const b = await checkBody(c, rulesBody);
    if (!b.ok) return b.response;
    const engine = c.get('engine');
    const at = engine.now();
    const rules = JSON.stringify(b.value.rules);
    await engine.store.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('alert_rules')
        .values({ company_guid: company, rules, updated_at: at, updated_by_name: user.name })
        .onConflict((oc) =>
          oc
            .column('company_guid')
            .doUpdateSet({ rules, updated_at: at, updated_by_name: user.name }),
        )
        .execute();
      await engine.audit.append(
        {
          actor: { key: user.key, email: user.email, name: user.name },
          companyGuid: company,
          unitGuid: null,
          action: 'alert.rules',
          details: { rules: b.value.rules },
          outcome: 'ok',
        },
        trx,
      );
      await engine.publish({ type: 'alerts', companyGuids: [company] }, trx);
      await engine.publish({ type: 'audit', companyGuids: [company] }, trx);
    });
    return c.json({ company, rules: b.value.rules, updatedBy: user.name, updatedAt: at });
  });

  return app;
}
