import { useEffect, useRef, useState } from 'react';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import type { BoardContext, BoardView, UnitExtra } from '@/domain/service/service-board';
import type { TypeOrder } from '@/domain/service/service-order';
import { createBoardRunner, type BoardResult } from './board-runner';

type Runner = ReturnType<typeof createBoardRunner>;

/**
 * The board's rows for the view, worked out in short tasks (board-runner.ts). Until the first
 * result: null; afterwards the last result stays on screen while the next one is worked out.
 */
export function useBoardRows(
  units: readonly FleetUnit[],
  extras: ReadonlyMap<string, UnitExtra>,
  ctx: BoardContext,
  view: BoardView,
  typeOrder: TypeOrder,
): BoardResult | null {
  const [result, setResult] = useState<BoardResult | null>(null);
  const runner = useRef<Runner | null>(null);
  useEffect(() => {
    const created = createBoardRunner(setResult);
    runner.current = created;
    return () => created.close();
  }, []);
  const { within, type } = view;
  const { id, desc } = view.sort;
  useEffect(() => {
    runner.current?.request({
      units,
      extras,
      ctx,
      view: { within, type, sort: { id, desc } },
      typeOrder,
    });
  }, [units, extras, ctx, within, type, id, desc, typeOrder]);
  return result;
}
