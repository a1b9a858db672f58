import { describe, expect, it } from 'vitest';
import {
  ImpreciseInteger,
  exactIntegerReviver,
  parseJsonExact,
  stringifyJsonExact,
} from './exact-json';

const TWO_63_PLUS_1 = '9223372036854775809';

describe('exactIntegerReviver', () => {
  it.each<[string, string, unknown, { source?: string } | undefined, unknown]>([
    [
      'source present, 2^63+1',
      'active_errors',
      Number(TWO_63_PLUS_1),
      { source: TWO_63_PLUS_1 },
      2n ** 63n + 1n,
    ],
    [
      'source present, max u64',
      'active_errors',
      2 ** 64,
      { source: '18446744073709551615' },
      2n ** 64n - 1n,
    ],
    ['source present, small value', 'active_errors', 5, { source: '5' }, 5n],
    ['source absent, safe integer', 'active_errors', 3, undefined, 3],
    ['source absent, 2^53 - 1', 'active_errors', 2 ** 53 - 1, {}, 2 ** 53 - 1],
    [
      'source absent, unsafe integer',
      'active_errors',
      2 ** 63,
      undefined,
      new ImpreciseInteger(2 ** 63),
    ],
    ['source absent, 2^53', 'active_errors', 2 ** 53, {}, new ImpreciseInteger(2 ** 53)],
    [
      'source in exponent form',
      'active_errors',
      1e20,
      { source: '1e20' },
      new ImpreciseInteger(1e20),
    ],
    ['fraction stays a number (schema rejects it)', 'active_errors', 1.5, { source: '1.5' }, 1.5],
    ['string value untouched', 'active_errors', '12', { source: '"12"' }, '12'],
    ['other key untouched', 'last_ping', 2 ** 60, { source: '1152921504606846976' }, 2 ** 60],
    ['other key, unsafe, untouched', 'value', 2 ** 60, undefined, 2 ** 60],
  ])('%s', (_name, key, value, context, expected) => {
    expect(exactIntegerReviver(key, value, context)).toEqual(expected);
  });
});

describe('parseJsonExact', () => {
  it('leaves safe values as numbers and other keys untouched', () => {
    const doc = parseJsonExact(
      '{"serial":"S1","device":{"last_ping":1800000000000},"controller":{"state":10,"active_errors":17}}',
    ) as { controller: { active_errors: unknown; state: unknown }; device: { last_ping: unknown } };
    // Node 20 has no context.source; Chromium gives a bigint. Both are exact.
    expect([17, 17n]).toContainEqual(doc.controller.active_errors);
    expect(doc.controller.state).toBe(10);
    expect(doc.device.last_ping).toBe(1_800_000_000_000);
  });

  it('never hands out a silently rounded value inside an array of equipment', () => {
    const text = `[{"controller":{"active_errors":${TWO_63_PLUS_1}}},{"controller":{"active_errors":1}},{"controller":{}}]`;
    const list = parseJsonExact(text) as { controller: { active_errors?: unknown } }[];
    const big = list[0]?.controller.active_errors;
    if (typeof big === 'bigint') expect(big).toBe(2n ** 63n + 1n);
    else expect(big).toBeInstanceOf(ImpreciseInteger);
    expect([1, 1n]).toContainEqual(list[1]?.controller.active_errors);
    expect(list[2]?.controller).toEqual({});
  });

  it('throws on invalid JSON like JSON.parse', () => {
    expect(() => parseJsonExact('{oops')).toThrow(SyntaxError);
  });
});

describe('stringifyJsonExact', () => {
  it.each<[unknown, string]>([
    [{ active_errors: 2n ** 63n + 1n }, `{"active_errors":${TWO_63_PLUS_1}}`],
    [{ active_errors: new ImpreciseInteger(2 ** 53) }, '{"active_errors":9007199254740992}'],
    [[1n, 'text', null], '[1,"text",null]'],
    [{ note: '__bigint_x__5' }, '{"note":"__bigint_x__5"}'],
    [undefined, 'null'],
  ])('writes %o as %s', (value, text) => {
    expect(stringifyJsonExact(value)).toBe(text);
  });
});
