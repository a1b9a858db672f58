// What the campaign page reads (docs/decisions.md#engine-campaigns): the campaign without its
// units plus counts per step, and its units a page at a time, sorted and filtered in SQL — so
// neither the engine nor the browser handles 100,000 units to show forty.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  UNIT_STEPS,
  type Campaign,
  type CampaignUnit,
  type UnitStep,
} from '../../../src/domain/campaigns/campaign-engine.ts';
import type { Database } from '../storage/schema.ts';
import { metaOf } from './campaign-store.ts';

export const UNIT_SORTS = ['position', 'unit', 'wave', 'step', 'sent', 'done'] as const;
export type UnitSort = (typeof UNIT_SORTS)[number];

export interface UnitsPageQuery {
  offset: number;
  limit: number;
  sort: UnitSort;
  desc: boolean;
  step?: UnitStep | undefined;
  /** A part of the unit's label (alias or serial), or its whole guid. */
  q?: string | undefined;
}

/** The page's event log shows the newest 300 (campaign-event-log.tsx). */
const EVENTS_SHOWN = 300;

const SORT_BY: Record<UnitSort, RawBuilder<unknown>> = {
  position: sql`position`,
  unit: sql`data->>'label'`,
  wave: sql`(data->>'wave')::int`,
  step: sql`array_position(${sql.val([...UNIT_STEPS])}::text[], step)`,
  sent: sql`(data->>'sentAt')::bigint`,
  done: sql`(data->>'doneAt')::bigint`,
};

/** The campaign's row without its units. */
export async function campaignHead(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { meta: metaOf(row), state: row.state as Omit<Campaign, 'units'> } : undefined;
}

/** The state with its newest events only, and the units counted per step in SQL. */
export async function campaignSummary(
  db: Kysely<Database>,
  id: string,
  state: Omit<Campaign, 'units'>,
) {
  const rows = await db
    .selectFrom('campaign_units')
    .select(['step', db.fn.countAll<number>().as('n')])
    .where('campaign_id', '=', id)
    .groupBy('step')
    .execute();
  const counts = Object.fromEntries(UNIT_STEPS.map((s) => [s, 0])) as Record<UnitStep, number>;
  for (const r of rows) counts[r.step as UnitStep] = Number(r.n);
  return {
    campaign: { ...state, events: state.events.slice(-EVENTS_SHOWN) },
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the campaign's units in the order asked, and how many match the filter. */
export async function campaignUnitsPage(
  db: Kysely<Database>,
  id: string,
  page: UnitsPageQuery,
): Promise<{ total: number; offset: number; units: CampaignUnit[] }> {
  const filtered = db
    .selectFrom('campaign_units')
    .where('campaign_id', '=', id)
    .$if(page.step !== undefined, (q) => q.where('step', '=', page.step!))
    .$if(page.q !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql<string>`data->>'label'`, 'ilike', like(page.q!)),
          eb('unit_guid', '=', page.q!),
        ]),
      ),
    );
  const direction = page.desc ? sql`desc nulls last` : sql`asc nulls last`;
  const [count, rows] = await Promise.all([
    filtered.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select('data')
      .orderBy(sql`${SORT_BY[page.sort]} ${direction}`)
      // Ties (a wave, a step) keep the campaign's order, so pages never overlap.
      .orderBy('position')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    offset: page.offset,
    units: rows.map((r) => r.data as CampaignUnit),
  };
}
