import { describe, expect, it } from 'vitest';
import { readGeometry } from './geometry.ts';

describe('readGeometry', () => {
  it.each<[string, unknown, { lat: number; lng: number } | undefined]>([
    ['lat/lng', { lat: 52.09, lng: 5.12 }, { lat: 52.09, lng: 5.12 }],
    ['lat/lon', { lat: 51.05, lon: 3.72 }, { lat: 51.05, lng: 3.72 }],
    ['latitude/longitude', { latitude: 50.94, longitude: 6.96 }, { lat: 50.94, lng: 6.96 }],
    [
      'GeoJSON Point [lng, lat]',
      { type: 'Point', coordinates: [4.9, 52.37] },
      { lat: 52.37, lng: 4.9 },
    ],
    ['coordinates without type', { coordinates: [4.9, 52.37, 3] }, { lat: 52.37, lng: 4.9 }],
    ['negative coordinates', { lat: -34.93, lng: 138.6 }, { lat: -34.93, lng: 138.6 }],
    ['edges are in range', { lat: 90, lng: -180 }, { lat: 90, lng: -180 }],
    ['lat 0 alone is a place', { lat: 0, lng: 9.5 }, { lat: 0, lng: 9.5 }],
    ['exactly (0, 0)', { lat: 0, lng: 0 }, undefined],
    ['GeoJSON (0, 0)', { type: 'Point', coordinates: [0, 0] }, undefined],
    ['lat out of range', { lat: 91, lng: 5 }, undefined],
    ['lng out of range', { lat: 52, lng: 181 }, undefined],
    ['numeric strings are not read', { lat: '52.1', lng: '5.1' }, undefined],
    ['NaN', { lat: Number.NaN, lng: 5 }, undefined],
    ['Infinity', { lat: 52, lng: Number.POSITIVE_INFINITY }, undefined],
    ['lat only', { lat: 52 }, undefined],
    ['other GeoJSON type', { type: 'LineString', coordinates: [4.9, 52.37] }, undefined],
    ['too few coordinates', { type: 'Point', coordinates: [4.9] }, undefined],
    ['null', null, undefined],
    ['a string', '52.1,5.1', undefined],
    ['an array', [5.1, 52.1], undefined],
    ['empty object', {}, undefined],
  ])('%s', (_name, input, expected) => {
    expect(readGeometry(input)).toEqual(expected);
  });
});
