import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPanel } from '@/testing/render-in-router';
import { BoardCard } from './board-card';
import type { BoardCard as Card } from './board-cards';

const NOW = Date.UTC(2027, 0, 15, 12, 0, 0);
const MIN = 60_000;
const base: Card = {
  guid: 'g-1',
  name: 'Cabin 3',
  serial: '2499000015',
  word: 'In session',
  derived: { state: 'in-session' },
  since: { kind: 'changed', at: NOW - 12 * MIN },
  lastPing: NOW - 20_000,
  error: undefined,
  service: undefined,
};
const show = (over: Partial<Card>) =>
  renderPanel(<BoardCard card={{ ...base, ...over }} now={NOW} />);

afterEach(cleanup);

describe('BoardCard', () => {
  it('is an article headed by the name that links to the unit, with its word and time', () => {
    show({});
    const link = screen.getByRole('link', { name: 'Cabin 3' });
    expect(link.getAttribute('href')).toBe('/equipment/g-1');
    expect(screen.getByRole('article', { name: 'Cabin 3' }).textContent).toContain(
      'Serial 2499000015',
    );
    expect(screen.getByText('In session')).toBeTruthy();
    expect(screen.getByText('for 12 min')).toBeTruthy();
  });

  it.each<[string, Partial<Card>, string]>([
    ['hours and minutes', { since: { kind: 'changed', at: NOW - 125 * MIN } }, 'for 2 h 5 min'],
    ['days and hours', { since: { kind: 'changed', at: NOW - 50 * 60 * MIN } }, 'for 2 d 2 h'],
    ['a fresh change', { since: { kind: 'changed', at: NOW - 5_000 } }, 'for less than a minute'],
    [
      'offline: the last ping',
      { word: 'Offline', derived: { state: 'offline' }, lastPing: NOW - 35 * MIN },
      'last seen 35 min ago',
    ],
    [
      'offline, never pinged',
      { word: 'Offline', derived: { state: 'offline' }, lastPing: undefined },
      'never seen',
    ],
    ['no device', { word: 'Offline', derived: { state: 'no-device' } }, 'no device linked'],
  ])('says the time in words: %s', (_, over, expected) => {
    show(over);
    expect(screen.getByText(expected)).toBeTruthy();
  });

  it('keeps the code of a state it does not know', () => {
    show({ word: 'Unknown', derived: { state: 'unknown', rawCode: 42 } });
    expect(screen.getByText('Unknown')).toBeTruthy();
    expect(screen.getByText('State code 42')).toBeTruthy();
  });

  it('says "or earlier" when no poll saw the change', () => {
    show({ since: { kind: 'seen', at: NOW - 3 * MIN } });
    expect(screen.getByText(/^since \d\d:\d\d or earlier$/)).toBeTruthy();
    expect(screen.queryByText(/^for /)).toBeNull();
  });

  it('names the active error, how many more, and the service status', () => {
    show({ error: { text: 'Software error', critical: true, more: 2 }, service: 'due-soon' });
    expect(screen.getByText('Critical: Software error (and 2 more)')).toBeTruthy();
    expect(screen.getByText('Service due')).toBeTruthy();
    cleanup();
    show({ error: 'unreadable', service: 'overdue' });
    expect(screen.getByText('Its errors could not be read')).toBeTruthy();
    expect(screen.getByText('Service overdue')).toBeTruthy();
  });
});
