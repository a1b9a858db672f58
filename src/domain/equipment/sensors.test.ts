import { describe, expect, it } from 'vitest';
import {
  KNOWN_SENSOR_IDS,
  SENSOR_GROUPS,
  compareSensorIds,
  describeSensor,
  sensorColor,
  sensorGroupOf,
} from './sensors.ts';

describe('describeSensor', () => {
  it.each<[string, string, string, string | null, string | null]>([
    ['ntc1', 'ntc1', 'NTC1', 'Lamp temperature canopy', 'PCB1, NTC1, ADD. 11'],
    ['NTC2', 'ntc2', 'NTC2', 'Lamp temperature bench', 'PCB1, NTC2, ADD. 11'],
    [' Ntc3 ', 'ntc3', 'NTC3', 'Room temperature bench (0.5 m above floor)', 'PCB1, NTC3, ADD. 11'],
    ['ntc4', 'ntc4', 'NTC4', 'Room temperature canopy (1.5 m above floor)', 'PCB1, NTC4, ADD. 11'],
    ['ntc5', 'ntc5', 'NTC5', null, 'PCB2, NTC1, ADD. 12'],
    ['ntc8', 'ntc8', 'NTC8', null, 'PCB2, NTC4, ADD. 12'],
    ['ntc9', 'ntc9', 'NTC9', 'Airco temperature', 'PCB3, NTC1, ADD. 13'],
    ['ntc10', 'ntc10', 'NTC10', 'Climate control temperature', 'PCB3, NTC2, ADD. 13'],
    ['ntc11', 'ntc11', 'NTC11', null, 'PCB3, NTC3, ADD. 13'],
    ['ntc12', 'ntc12', 'NTC12', null, 'PCB3, NTC4, ADD. 13'],
    ['ntc13', 'ntc13', 'NTC13', null, 'PCB4, NTC1, ADD. 14'],
    ['ntc16', 'ntc16', 'NTC16', null, 'PCB4, NTC4, ADD. 14'],
    ['ntc17', 'ntc17', 'NTC17', null, null],
    ['LED3', 'led3', 'LED3', null, null],
    ['toString', 'tostring', 'TOSTRING', null, null],
    ['probe9', 'probe9', 'PROBE9', null, null],
  ])('%s', (input, id, label, description, address) => {
    expect(describeSensor(input)).toEqual({ id, label, description, address });
  });
});

describe('sensorGroupOf', () => {
  it.each([
    ['ntc1', 'lamp'],
    ['NTC2', 'lamp'],
    ['ntc3', 'room'],
    ['ntc4', 'room'],
    ['ntc9', 'climate'],
    ['ntc10', 'climate'],
    ['led1', 'led'],
    ['LED6', 'led'],
    ['ntc5', 'other'],
    ['ntc17', 'other'],
    ['probe', 'other'],
  ])('%s → %s', (id, group) => {
    expect(sensorGroupOf(id)).toBe(group);
  });

  it('lists every group once, with a label', () => {
    expect(SENSOR_GROUPS.map((g) => g.id)).toEqual(['lamp', 'room', 'climate', 'led', 'other']);
    for (const g of SENSOR_GROUPS) expect(g.label).toMatch(/\S/);
  });
});

describe('compareSensorIds', () => {
  it.each<[string[], string[]]>([
    [
      ['ntc10', 'ntc2', 'ntc1'],
      ['ntc1', 'ntc2', 'ntc10'],
    ],
    [
      ['led1', 'ntc17', 'NTC3'],
      ['NTC3', 'ntc17', 'led1'],
    ],
    [
      ['zeta', 'led2', 'alpha', 'ntc1'],
      ['ntc1', 'led2', 'alpha', 'zeta'],
    ],
    [
      ['led10', 'led9'],
      ['led9', 'led10'],
    ],
  ])('sorts %o', (input, sorted) => {
    expect([...input].sort(compareSensorIds)).toEqual(sorted);
  });
});

// WCAG relative luminance: the chart lines must stay visible in both themes.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('sensorColor', () => {
  it('gives each known sensor its own colour', () => {
    const colors = KNOWN_SENSOR_IDS.map(sensorColor);
    expect(new Set(colors).size).toBe(KNOWN_SENSOR_IDS.length);
  });

  it.each(KNOWN_SENSOR_IDS.map((id) => [id]))('%s is readable on light and dark panels', (id) => {
    const color = sensorColor(id);
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(color, '#1e293b')).toBeGreaterThanOrEqual(3);
  });

  it('is stable and case-insensitive, also for unlisted sensors', () => {
    expect(sensorColor('NTC1')).toBe(sensorColor('ntc1'));
    expect(sensorColor('probe7')).toBe(sensorColor('PROBE7'));
    expect(sensorColor('probe7')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
