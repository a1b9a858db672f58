import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Item {
  id: string;
  name: string;
  group?: boolean;
}

const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
const rowKey = (r: Item) => r.id;

function columns(rendered: string[] = []): DataColumn<Item>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      sortable: true,
      cell: (r) => {
        rendered.push(r.id);
        return r.name;
      },
    },
    { id: 'id', header: 'Id', cell: (r) => r.id, className: 'w-20', cellClassName: 'font-mono' },
  ];
}

const bodyRows = () => screen.getAllByRole('row').filter((tr) => tr.closest('tbody'));
const rowTexts = () => bodyRows().map((tr) => within(tr).getByRole('rowheader').textContent);

/** jsdom lays nothing out: give the scroll box a height and an offset, then scroll it. */
function scrollBox(box: HTMLElement, scrollTop: number, clientHeight = 400) {
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: scrollTop, writable: true });
  act(() => {
    fireEvent.scroll(box);
  });
}

describe('DataTable', () => {
  it('has a caption, row counts and indices, and sort buttons saying the sort', () => {
    const onSort = vi.fn();
    render(
      <DataTable
        caption="Units"
        columns={columns()}
        rows={items(3)}
        rowKey={rowKey}
        sort={{ id: 'name', desc: true }}
        onSort={onSort}
      />,
    );
    const table = screen.getByRole('table', { name: 'Units' });
    expect(table).toHaveAttribute('aria-rowcount', '4');
    expect(bodyRows().map((tr) => tr.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
    // Column classes reach header and cells; cell-only classes only the cells.
    expect(screen.getByRole('columnheader', { name: 'Id' })).toHaveClass('w-20');
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveClass('font-mono');
    expect(screen.getByRole('cell', { name: 'r0' })).toHaveClass('w-20', 'font-mono');
  });

  it('shows rows in the given display order', () => {
    render(
      <DataTable
        caption="Units"
        columns={columns()}
        rows={items(5)}
        order={Int32Array.from([4, 1, 3])}
        rowKey={rowKey}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '4');
    expect(rowTexts()).toEqual(['Row 4', 'Row 1', 'Row 3']);
  });

  it('shows the empty state when the order leaves no rows', () => {
    render(
      <DataTable
        caption="Units"
        columns={columns()}
        rows={items(5)}
        order={new Int32Array(0)}
        rowKey={rowKey}
        empty="Nothing here"
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders only the rows in view of a long list, and follows the scroll', () => {
    const onVisibleRange = vi.fn();
    const onScroll = vi.fn();
    const ref = createRef<HTMLDivElement>();
    const rows = items(100_000);
    render(
      <DataTable
        caption="Units"
        columns={columns()}
        rows={rows}
        order={Int32Array.from({ length: rows.length }, (_, i) => rows.length - 1 - i)}
        rowKey={rowKey}
        virtual={{ rowHeight: 40, overscan: 5 }}
        onVisibleRange={onVisibleRange}
        scrollRef={ref}
        onScroll={onScroll}
      />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '100001');
    // Not measured yet: a screenful assumed (1,000 px: rows 0..25) plus the overscan below.
    expect(bodyRows()).toHaveLength(31);
    expect(rowTexts()[0]).toBe('Row 99999');
    expect(onVisibleRange).toHaveBeenLastCalledWith(0, 31);

    // 400 px tall, scrolled to row 1,000: rows 995..1,015 (overscan 5 each side).
    scrollBox(ref.current!, 40_000);
    expect(onScroll).toHaveBeenCalled();
    expect(bodyRows()).toHaveLength(21);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', String(995 + 2));
    expect(rowTexts()[0]).toBe(`Row ${100_000 - 1 - 995}`);
    expect(onVisibleRange).toHaveBeenLastCalledWith(995, 1016);
    // The spacers stand in for the rest, so the scroll height is that of every row.
    const spacers = [...table.querySelectorAll('tbody tr[aria-hidden] td')] as HTMLElement[];
    expect(spacers.map((td) => td.style.height)).toEqual([
      `${995 * 40}px`,
      `${(100_000 - 1016) * 40}px`,
    ]);
  });

  it('lays out per-row heights and group rows spanning every column', () => {
    const rows: Item[] = [
      { id: 'd1', name: 'Monday', group: true },
      ...items(3),
      { id: 'd2', name: 'Tuesday', group: true },
      ...items(200).slice(3),
    ];
    const ref = createRef<HTMLDivElement>();
    render(
      <DataTable
        caption="Logs"
        columns={columns()}
        rows={rows}
        rowKey={rowKey}
        virtual={{ rowHeight: (r) => (r.group ? 20 : 50), overscan: 0 }}
        groupRow={(r) => (r.group ? `Day ${r.name}` : undefined)}
        groupRowClassName="day"
        scrollRef={ref}
      />,
    );
    const groups = screen.getAllByRole('columnheader', { name: /^Day / });
    expect(groups[0]).toHaveAttribute('scope', 'colgroup');
    expect(groups[0]).toHaveAttribute('colspan', '2');
    expect(groups[0]!.closest('tr')).toHaveClass('day');
    expect(groups[0]!.closest('tr')!.style.height).toBe('20px');
    expect(bodyRows()[1]!.style.height).toBe('50px');

    // Row 4 (Tuesday) starts at 20 + 3 × 50 = 170 px.
    scrollBox(ref.current!, 175, 100);
    const first = bodyRows()[0]!;
    expect(first).toHaveAttribute('aria-rowindex', String(4 + 2));
    expect(within(first).getByRole('columnheader')).toHaveTextContent('Day Tuesday');
    const top = document.querySelector('tbody tr[aria-hidden] td') as HTMLElement;
    expect(top.style.height).toBe('170px');
  });

  it('re-renders only the rows whose object changed', () => {
    const rendered: string[] = [];
    const cols = columns(rendered);
    const rows = items(3);
    const { rerender } = render(
      <DataTable caption="Units" columns={cols} rows={rows} rowKey={rowKey} />,
    );
    rendered.length = 0;
    const next = [rows[0]!, { ...rows[1]!, name: 'Renamed' }, rows[2]!];
    rerender(<DataTable caption="Units" columns={cols} rows={next} rowKey={rowKey} />);
    expect(rendered).toEqual(['r1']);
    expect(rowTexts()).toEqual(['Row 0', 'Renamed', 'Row 2']);
  });
});
