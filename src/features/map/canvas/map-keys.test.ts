import { describe, expect, it } from 'vitest';
import { mapKeyAction } from './map-keys';

describe('mapKeyAction', () => {
  it.each([
    ['ArrowLeft', { pan: [100, 0] }],
    ['ArrowDown', { pan: [0, -100] }],
    ['+', { zoom: 1 }],
    ['_', { zoom: -1 }],
    ['Home', 'fit'],
    ['a', undefined],
  ])('%s', (key, action) => expect(mapKeyAction(key)).toEqual(action));
});
