import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceForecast } from '@/domain/service/service-forecast';
import { ForecastText } from './forecast-text';

const date = (earliest: string, latest: string | undefined): ServiceForecast =>
  ({ kind: 'date', day: '2026-12-15', earliest, latest }) as ServiceForecast;

const shown = (fc: ServiceForecast) => {
  const { container } = render(
    <p>
      <ForecastText forecast={fc} />
    </p>,
  );
  const p = container.querySelector('p')!;
  return {
    text: p.textContent,
    // What a narrow column may not break: each day is one unbreakable piece.
    unbroken: [...p.querySelectorAll('.whitespace-nowrap')].map((s) => s.textContent),
  };
};

describe('ForecastText (docs/decisions.md#service-forecast)', () => {
  it.each<[string, ServiceForecast, string, string[]]>([
    [
      'a range',
      date('2026-12-14', '2026-12-16'),
      '2026-12-15 (2026-12-14 – 2026-12-16)',
      ['2026-12-15', '2026-12-14', '2026-12-16'],
    ],
    [
      'no upper bound',
      date('2026-12-14', undefined),
      '2026-12-15 (2026-12-14 – later)',
      ['2026-12-15', '2026-12-14', 'later'],
    ],
    ['one day', date('2026-12-15', '2026-12-15'), '2026-12-15', ['2026-12-15']],
    ['not enough data', { kind: 'not-enough-data' } as ServiceForecast, 'not enough data', []],
  ])('%s: the text, and no day broken across lines', (_name, fc, text, unbroken) => {
    const got = shown(fc);
    expect(got.text).toBe(text);
    expect(got.unbroken).toEqual(unbroken);
  });
});
