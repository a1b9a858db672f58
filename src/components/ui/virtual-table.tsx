import {
  startTransition,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { DataTableProps, VirtualRows } from './data-table-types';
import { TableFrame } from './table-frame';
import { renderRows, rowAt, VirtualSpacer } from './table-rows';
import { fixedLayout, variableLayout, visibleWindow, type RowLayout } from './virtual-window';

// DataTable's virtual rows (100k-row lists): only the rows in view (and an overscan) are rendered.

const DEFAULT_OVERSCAN = 12;
// Until the scroll box is measured (or where nothing is laid out, as in jsdom), assume a screenful.
const ASSUMED_VIEWPORT_PX = 1000;

/**
 * Row offsets come from the known heights, never from measuring rows: with one height the window
 * is plain arithmetic, so neither a render nor a scroll walks the 100,000 rows.
 */
function useRowLayout<R>(props: DataTableProps<R> & { virtual: VirtualRows<R> }): RowLayout {
  const { rows, order } = props;
  const { rowHeight } = props.virtual;
  const count = order ? order.length : rows.length;
  // Rows and order matter only to per-row heights: with one height, new rows keep the layout.
  const perRow = typeof rowHeight === 'function' ? rowHeight : undefined;
  const heightRows = perRow ? rows : undefined;
  const heightOrder = perRow ? order : undefined;
  return useMemo(
    () =>
      perRow && heightRows
        ? variableLayout(count, (i) => perRow(rowAt(heightRows, heightOrder, i)))
        : fixedLayout(count, typeof rowHeight === 'number' ? rowHeight : 1),
    [perRow, rowHeight, count, heightRows, heightOrder],
  );
}

export function VirtualTable<R>(props: DataTableProps<R> & { virtual: VirtualRows<R> }) {
  const layout = useRowLayout(props);
  const overscan = props.virtual.overscan ?? DEFAULT_OVERSCAN;
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(props.scrollRef, () => ref.current!, []);
  // The box's scroll offset and height as last rendered; updated only when the window moves.
  const [box, setBox] = useState({ top: 0, height: 0 });
  const win = visibleWindow(layout, box.top, box.height || ASSUMED_VIEWPORT_PX, overscan);

  const latest = useRef({ layout, win, overscan });
  useLayoutEffect(() => {
    latest.current = { layout, win, overscan };
  });
  const sync = useRef<(urgent: boolean) => void>(() => {});
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    sync.current = (urgent) => {
      const top = el.scrollTop;
      const height = el.clientHeight;
      const { layout, win, overscan } = latest.current;
      const next = visibleWindow(layout, top, height || ASSUMED_VIEWPORT_PX, overscan);
      if (next.first === win.first && next.end === win.end) return;
      // A scroll renders the new rows before the frame paints, never a blank box.
      if (urgent) flushSync(() => setBox({ top, height }));
      // Only rows to drop (the box measured smaller than assumed, as when a page opens): nothing
      // is blank meanwhile, so not as a second render in the same task as the first.
      else if (next.first >= win.first && next.end <= win.end)
        startTransition(() => setBox({ top, height }));
      else setBox({ top, height });
    };
    const onScroll = () => sync.current(true);
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => sync.current(false));
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      sync.current = () => {};
    };
  }, []);
  // New rows (a filter, a poll, a page loaded) or a clamped scroll offset: check the window
  // before the browser paints.
  useLayoutEffect(() => sync.current(false), [layout]);

  const { onVisibleRange } = props;
  useEffect(() => onVisibleRange?.(win.first, win.end), [onVisibleRange, win.first, win.end]);

  return (
    <TableFrame {...props} scrollBox={ref} count={layout.count}>
      <VirtualSpacer height={win.top} />
      {renderRows(props, win.first, win.end)}
      <VirtualSpacer height={win.bottom} />
    </TableFrame>
  );
}
