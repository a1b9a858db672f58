// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { anyBoardChoice, readStartPage, setStartPage } from './start-page';

afterEach(() => localStorage.clear());

describe('start page per identity', () => {
  it('defaults to the fleet, keeps each identity apart and stores only a board choice', () => {
    expect(readStartPage('id-a')).toBe('fleet');
    expect(anyBoardChoice()).toBe(false);
    setStartPage('id-a', 'board');
    expect(readStartPage('id-a')).toBe('board');
    expect(anyBoardChoice()).toBe(true);
    expect(readStartPage('id-b')).toBe('fleet');
    expect(localStorage.getItem('sunbed-fleet.id-a.start-page')).toBe('board');
    setStartPage('id-a', 'fleet');
    expect(localStorage.getItem('sunbed-fleet.id-a.start-page')).toBeNull();
  });

  it('ignores a choice without an identity and a stored value it does not know', () => {
    setStartPage(null, 'board');
    expect(readStartPage(null)).toBe('fleet');
    localStorage.setItem('sunbed-fleet.id-c.start-page', 'map');
    expect(readStartPage('id-c')).toBe('fleet');
  });
});
