import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { StateBand } from './state-band';

afterEach(cleanup);

const T = Date.UTC(2026, 10, 22, 8);
const MIN = 60_000;

describe('StateBand in Dutch', () => {
  it('names the controller states and their durations in Dutch', () => {
    render(
      <StateBand
        runs={[
          { code: 10, start: T, end: T + 90 * MIN, logs: 90 },
          { code: 999, start: T + 90 * MIN, end: T + 120 * MIN, logs: 30 },
        ]}
        from={T}
        to={T + 120 * MIN}
      />,
      { wrapper: withIntl(undefined, 'nl') },
    );
    expect(screen.getByText('Status')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Statussen van de besturing in deze periode' });
    expect(list).toHaveTextContent('Stand-by 1 uur 30 min');
    expect(list).toHaveTextContent('Onbekend (code 999) 30 min');
    expect(
      screen.getByRole('img', {
        name: /^Status van de besturing in deze periode: Stand-by 1 uur 30 min/,
      }),
    ).toBeInTheDocument();
  });
});
