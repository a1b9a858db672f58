import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { EntryFields } from './entry-fields';

afterEach(cleanup);

describe('the logbook entry fields in Dutch (the shared Field, TextInput, Select)', () => {
  it('ties a bad measurement’s message to its box and keeps what was typed', () => {
    render(
      <EntryFields
        draft={{
          kind: 'irradiance',
          day: '2026-11-27',
          wPerM2: '3,0,0',
          instrument: 'UV-meter X2',
        }}
        errors={{ wPerM2: 'not-a-number' }}
        set={() => undefined}
      />,
      { wrapper: withIntl(undefined, 'nl') },
    );
    const box = screen.getByLabelText('Bestralingssterkte (W/m²)');
    expect(box).toHaveValue('3,0,0');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Geen getal. Typ het zoals 0,25.');
    expect(screen.getByLabelText('Meetinstrument')).toHaveValue('UV-meter X2');
    expect(screen.getByLabelText('Meetinstrument')).not.toHaveAttribute('aria-invalid');
  });

  it('offers UV types 1 to 4 in a labelled select', () => {
    render(<EntryFields draft={{ kind: 'uv-type' }} errors={{}} set={() => undefined} />, {
      wrapper: withIntl(undefined, 'nl'),
    });
    const select = screen.getByLabelText('UV-type (1–4)');
    expect(select.tagName).toBe('SELECT');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});
