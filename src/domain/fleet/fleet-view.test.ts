// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VIEW,
  isFiltered,
  parseFleetView,
  toggleHealth,
  writeFleetView,
  type FleetView,
} from './fleet-view.ts';

describe('fleet view in the URL', () => {
  it('parses every parameter', () => {
    const view = parseFleetView(
      new URLSearchParams(
        'q=ams&health=offline,fault&state=controller-error&critical=1&model=X7&country=NL&release=4.9.2&location=none&sort=-lastSeen',
      ),
    );
    expect(view).toEqual<FleetView>({
      q: 'ams',
      health: ['fault', 'offline'],
      state: 'controller-error',
      critical: true,
      model: 'X7',
      country: 'NL',
      release: '4.9.2',
      location: 'none',
      sort: { id: 'lastSeen', desc: true },
    });
  });

  it('ignores unknown or malformed values instead of failing (old bookmarks)', () => {
    const view = parseFleetView(
      new URLSearchParams(
        'health=broken,ok,ok&state=exploding&critical=yes&sort=-nonsense&model=&location=mars',
      ),
    );
    expect(view).toEqual({ ...EMPTY_VIEW, health: ['ok'] });
  });

  it('round-trips a view and keeps foreign parameters such as company', () => {
    const view: FleetView = {
      ...EMPTY_VIEW,
      q: 'x 7',
      health: ['offline', 'fault'],
      critical: true,
      sort: { id: 'serial', desc: false },
    };
    const params = writeFleetView(view, new URLSearchParams('company=c1&q=old'));
    expect(params.get('company')).toBe('c1');
    expect(params.toString()).toBe(
      'company=c1&q=x+7&health=fault%2Coffline&critical=1&sort=serial',
    );
    expect(parseFleetView(params)).toEqual({ ...view, health: ['fault', 'offline'] });
  });

  it('writes nothing for the default view, so the plain URL stays plain', () => {
    expect(writeFleetView(EMPTY_VIEW).toString()).toBe('');
    expect(isFiltered(EMPTY_VIEW)).toBe(false);
  });

  it('treats sort as not filtering, but any filter or search as filtering', () => {
    expect(isFiltered({ ...EMPTY_VIEW, sort: { id: 'serial', desc: true } })).toBe(false);
    expect(isFiltered({ ...EMPTY_VIEW, release: '(none)' })).toBe(true);
    expect(isFiltered({ ...EMPTY_VIEW, location: 'none' })).toBe(true);
    expect(isFiltered({ ...EMPTY_VIEW, q: '  ' })).toBe(false);
  });

  it('toggles a health class on and off', () => {
    const on = toggleHealth(EMPTY_VIEW, 'fault');
    expect(on.health).toEqual(['fault']);
    expect(toggleHealth(on, 'fault').health).toEqual([]);
  });
});
