import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  engineCampaignQueries,
  UNITS_PAGE,
  type EngineUnitsPage,
  type EngineUnitsView,
} from '@/api/engine/campaigns';
import type { CampaignUnit } from '@/domain/campaigns/campaign-engine';

// The engine campaign's unit table a page at a time (docs/decisions.md#engine-campaigns): only
// the pages on screen are fetched (and refetched on events); the rows out of view stand empty.

/** Row `i` of the table in the view's order; `unit` once its page has come. */
export interface UnitRow {
  i: number;
  unit: CampaignUnit | undefined;
}

type Results = UseQueryResult<EngineUnitsPage>[];
// Stable, so useQueries hands back the same array while no page changed.
const combine = (results: Results) => ({
  pages: results.map((r) => r.data),
  error: results.find((r) => r.error)?.error ?? null,
});

export function useEngineCampaignUnits(id: string, company: string | undefined) {
  const [view, setViewState] = useState<EngineUnitsView>({
    sort: 'position',
    desc: false,
    step: undefined,
  });
  const [span, setSpan] = useState({ first: 0, last: 0 });
  // Each view starts at its top.
  const setView = useCallback((next: EngineUnitsView) => {
    setViewState(next);
    setSpan({ first: 0, last: 0 });
  }, []);
  const onVisibleRange = useCallback((from: number, to: number) => {
    const first = Math.floor(from / UNITS_PAGE);
    const last = Math.floor(Math.max(from, to - 1) / UNITS_PAGE);
    setSpan((s) => (s.first === first && s.last === last ? s : { first, last }));
  }, []);
  const { pages, error } = useQueries({
    queries: Array.from({ length: span.last - span.first + 1 }, (_, k) =>
      engineCampaignQueries.units(id, company, view, span.first + k),
    ),
    combine,
  });
  const total = pages.find((p) => p !== undefined)?.total;
  // One stand-in per row, made once per count: a page that comes copies it and fills its rows.
  const empty = useMemo(
    () => Array.from({ length: total ?? 0 }, (_, i): UnitRow => ({ i, unit: undefined })),
    [total],
  );
  const rows = useMemo(() => {
    const out = empty.slice();
    for (const page of pages) {
      if (!page) continue;
      page.units.forEach((unit, j) => {
        const i = page.offset + j;
        if (i < out.length) out[i] = { i, unit };
      });
    }
    return out;
  }, [empty, pages]);
  // A new order or filter keeps the table it replaces until its first page comes (no flash).
  const [shown, setShown] = useState<{ rows: UnitRow[]; total: number }>();
  if (total !== undefined && shown?.rows !== rows) setShown({ rows, total });
  return {
    view,
    setView,
    rows: total !== undefined ? rows : (shown?.rows ?? rows),
    total: total ?? shown?.total,
    error,
    onVisibleRange,
  };
}
