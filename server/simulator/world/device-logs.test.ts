// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildShowcase } from './showcase.ts';
import { dateOf, jsonFor, logCount, typeOf } from './device-logs.ts';
import { momentAt } from './timeline.ts';

const T0 = Date.UTC(2026, 10, 25, 12);
const HOT_IDS = new Set(['E10', 'E9', 'E29', 'E34', 'E35']);

describe('error logs and heat', () => {
  it('errors logged while the lamps are hot are mostly over-temperature ones', () => {
    let hot = 0;
    let hotOverTemperature = 0;
    for (const p of buildShowcase(T0)) {
      const n = logCount(p, T0);
      for (let k = 0; k < n; k++) {
        if (typeOf(p, k) !== 'error') continue;
        const date = dateOf(p, k);
        if (momentAt(p, date, T0).heat <= 0.6) continue;
        hot++;
        const id = String(jsonFor(p, 'error', k, date, T0).json.error_id);
        if (HOT_IDS.has(id)) hotOverTemperature++;
      }
    }
    expect(hot).toBeGreaterThan(20);
    expect(hotOverTemperature / hot).toBeGreaterThan(0.6);
  });
});
