import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { deviceLogEntry } from '@/testing/documents';
import { JsonTreeView } from './json-tree-view';
import { SessionFigures } from './session-figures';

describe("a log's page in Dutch", () => {
  it('shows the session figures with Dutch words and units', () => {
    const log = deviceLogEntry({
      type: 'session',
      session: {
        session_time: 725,
        pause_time: 90,
        pause_times: 2,
        minute_counters: [{ type: 'lamps', value: 6150 }, { value: 30 }],
      },
    });
    render(<SessionFigures log={log} />, { wrapper: withIntl(undefined, 'nl') });
    expect(screen.getByText('Sessietijd').nextElementSibling).toHaveTextContent(/^12 min\.? 5 sec/);
    expect(screen.getByText('Pauzes').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Minutentellers aan het einde van de sessie')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^lamps 102 uur 30 min/ })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Teller 2' })).toBeInTheDocument();
  });

  it('labels the json_data tree and its buttons in Dutch', () => {
    render(<JsonTreeView value={{ settings: [1, 2], nested: { a: 1 } }} />, {
      wrapper: withIntl(undefined, 'nl'),
    });
    expect(screen.getByRole('list', { name: 'json_data-boom' })).toHaveTextContent('[2 elementen]');
    expect(screen.getByLabelText('Zoeken in json_data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alles uitklappen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'json_data.nested inklappen' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pad json_data.settings kopiëren' }),
    ).toBeInTheDocument();
  });
});
