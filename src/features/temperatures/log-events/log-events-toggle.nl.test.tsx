import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { LogEventsToggle } from './log-events-toggle';

afterEach(cleanup);

describe('LogEventsToggle in Dutch', () => {
  it('labels the checkbox and says the read failed in Dutch', () => {
    const query = { isPending: false, isError: true, refetch: () => Promise.resolve() };
    render(<LogEventsToggle checked onChange={() => undefined} query={query as never} />, {
      wrapper: withIntl(undefined, 'nl'),
    });
    expect(screen.getByRole('checkbox', { name: 'Loggebeurtenissen tonen' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'De apparaatlogs konden niet worden geladen.',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
