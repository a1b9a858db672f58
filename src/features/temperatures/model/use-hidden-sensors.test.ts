import { describe, expect, it } from 'vitest';
import { parseHiddenSensors } from './use-hidden-sensors';

describe('parseHiddenSensors', () => {
  it('reads the stored list case-insensitively', () => {
    expect([...parseHiddenSensors('["ntc5","NTC6"]')]).toEqual(['ntc5', 'ntc6']);
  });

  it('treats anything else in storage as nothing hidden', () => {
    for (const raw of [null, '', 'not json', '{"ntc5":true}', '42'])
      expect(parseHiddenSensors(raw).size).toBe(0);
    expect([...parseHiddenSensors('["ntc1", 7, null]')]).toEqual(['ntc1']);
  });
});
