import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimpleTable, type DataColumn } from './simple-table';

interface Reading {
  sensor: string;
  value: number;
}
const columns: DataColumn<Reading>[] = [
  { id: 'sensor', header: 'Sensor', rowHeader: true, cell: (r) => r.sensor },
  { id: 'value', header: 'Reading', className: 'text-right', cell: (r) => `${r.value} °C` },
];

describe('SimpleTable', () => {
  it('is a captioned table with column and row headers, in the given order', () => {
    render(
      <SimpleTable
        caption="Readings"
        columns={columns}
        rows={[
          { sensor: 'T1', value: 25 },
          { sensor: 'T2', value: 31 },
        ]}
        rowKey={(r) => r.sensor}
      />,
    );
    const table = screen.getByRole('table', { name: 'Readings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sensor', 'Reading']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['T1', 'T2']);
    expect(within(table).getByRole('cell', { name: '31 °C' })).toHaveClass('text-right');
    expect(screen.getByText('Readings')).toHaveClass('sr-only');
  });

  it('shows the empty text instead of a table without rows', () => {
    render(
      <SimpleTable
        caption="Readings"
        captionVisible
        columns={columns}
        rows={[]}
        rowKey={(r) => r.sensor}
        empty="No readings."
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No readings.')).toBeVisible();
  });
});

describe('SimpleTable scroll region', () => {
  it('names a focusable region around a wide table', () => {
    render(
      <SimpleTable
        caption="Counters"
        scrollLabel="Counter table, scrolls sideways"
        columns={columns}
        rows={[{ sensor: 'T1', value: 25 }]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Counter table, scrolls sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Counters' })).toBeVisible();
    expect(within(region).getByRole('rowheader', { name: 'T1' })).toBeVisible();
  });
});
