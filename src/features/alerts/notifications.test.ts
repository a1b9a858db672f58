import { describe, expect, it } from 'vitest';
import type { AlertInstance } from '@/domain/alerts/alert-engine';
import { notificationsFor } from './notifications';

const alert = (n: number, kind: 'unit' | 'site' = 'unit'): AlertInstance => ({
  id: `offline|unit:${n}@1`,
  key: `offline|unit:${n}`,
  rule: 'offline',
  subject:
    kind === 'unit'
      ? { kind: 'unit', guid: `g${n}`, label: `SN-${n}` }
      : { kind: 'site', id: `s${n}`, label: `Salon ${n}`, units: ['a', 'b'] },
  phase: 'firing',
  since: 0,
  polls: 2,
  value: 'offline for 2 h',
});

describe('desktop notifications for newly firing alerts', () => {
  it.each([
    { count: 1, notes: 1 },
    { count: 3, notes: 3 },
    { count: 4, notes: 1 },
    { count: 40, notes: 1 },
  ])('$count at once → $notes notification(s)', ({ count, notes }) => {
    const alerts = Array.from({ length: count }, (_, i) => alert(i));
    const out = notificationsFor(alerts);
    expect(out).toHaveLength(notes);
    if (count > 3) {
      expect(out[0]).toMatchObject({ title: `${count} alerts firing`, target: { kind: 'alerts' } });
      expect(out[0]!.body).toContain(`and ${count - 3} more`);
    } else expect(new Set(out.map((n) => n.tag)).size).toBe(count);
  });

  it('a unit alert opens the unit; a site alert opens the alerts page', () => {
    const [unit, site] = notificationsFor([alert(1), alert(2, 'site')]);
    expect(unit).toMatchObject({
      title: 'Unit offline: SN-1',
      target: { kind: 'unit', guid: 'g1' },
    });
    expect(site).toMatchObject({ title: 'Unit offline: Salon 2', target: { kind: 'alerts' } });
  });
});
