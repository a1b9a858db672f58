import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { BoardCard } from './board-card';
import type { BoardCard as Card } from './board-cards';
import { BoardCounts } from './board-counts';

const NOW = Date.UTC(2027, 0, 15, 12, 0, 0);
const MIN = 60_000;
const card: Card = {
  guid: 'g-1',
  name: 'Cabin 3',
  serial: '2499000015',
  word: 'Needs cleaning',
  derived: { state: 'cleaning' },
  since: { kind: 'changed', at: NOW - 125 * MIN },
  lastPing: NOW - 20_000,
  error: { text: 'Lamp failure', critical: true, more: 2 },
  service: 'overdue',
};

afterEach(cleanup);

describe('the board in Dutch', () => {
  it('shows the card’s word, time, error and service in Dutch; the error text as sent', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <BoardCard card={card} now={NOW} /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />, { wrapper: withIntl(undefined, 'nl') });
    const article = screen.getByRole('article', { name: 'Cabin 3' });
    expect(article.textContent).toContain('Serienummer 2499000015');
    expect(screen.getByText('Moet schoongemaakt')).toBeTruthy();
    expect(screen.getByText('al 2 uur 5 min')).toBeTruthy();
    expect(screen.getByText('Kritiek: Lamp failure (en nog 2)')).toBeTruthy();
    expect(screen.getByText('Onderhoud te laat')).toBeTruthy();
  });

  it('counts units per word in Dutch', () => {
    render(
      <BoardCounts
        counts={[
          { word: 'Fault', count: 1 },
          { word: 'Free', count: 2 },
        ]}
      />,
      { wrapper: withIntl(undefined, 'nl') },
    );
    expect(screen.getByText('3 apparaten')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Apparaten per status' });
    expect(list.textContent).toContain('Storing');
    expect(list.textContent).toContain('Vrij');
  });
});
