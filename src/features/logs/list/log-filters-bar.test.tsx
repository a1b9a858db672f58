import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withIntl } from '@/testing/intl';
import { LogFiltersBar } from './log-filters-bar';
import { LogListEmpty } from './log-list-parts';

const filters = { type: undefined, from: '2026-11-22', to: '2026-11-20', serial: undefined, q: '' };

describe('the log list in Dutch', () => {
  it('labels the filters, their types and warnings in Dutch', () => {
    render(<LogFiltersBar filters={filters} onChange={vi.fn()} />, {
      wrapper: withIntl(undefined, 'nl'),
    });
    expect(screen.getByRole('search', { name: 'Logs filteren' })).toBeInTheDocument();
    const type = screen.getByLabelText('Type');
    expect(within(type).getByRole('option', { name: 'Alle' })).toHaveValue('');
    expect(within(type).getByRole('option', { name: 'sessie' })).toHaveValue('session');
    expect(screen.getByLabelText('Van')).toHaveValue('2026-11-22');
    expect(screen.getByLabelText('Serienummer besturing')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“Van” ligt na “Tot en met”: geen enkele log valt in deze periode.',
    );
    expect(screen.getByRole('button', { name: 'Filters wissen' })).toBeInTheDocument();
  });

  it('says in Dutch why the list is empty', () => {
    render(<LogListEmpty reason="search" query=" E22 " canLoadMore onClearFilters={vi.fn()} />, {
      wrapper: withIntl(undefined, 'nl'),
    });
    expect(
      screen.getByText(
        'Geen geladen log bevat “E22” in zijn json_data. Laad meer logs om verder te zoeken.',
      ),
    ).toBeInTheDocument();
  });
});
