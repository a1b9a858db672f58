import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '@/testing/dialog-polyfill';
import { withIntl } from '@/testing/intl';
import { ControllerCommandDialog } from './controller-command-dialog';

beforeAll(polyfillDialog);
afterEach(cleanup);

describe('controller commands in Dutch (docs/decisions.md#languages)', () => {
  it('asks to confirm an update in Dutch, unit and serial as sent', () => {
    render(
      <ControllerCommandDialog
        kind="update"
        unit="Cabin 3"
        serial="2499000027"
        version={null}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
      { wrapper: withIntl(undefined, 'nl') },
    );
    const dialog = screen.getByRole('dialog', { name: 'Update van de besturing starten?' });
    expect(dialog).toHaveTextContent('De besturing van Cabin 3 (serienummer 2499000027)');
    expect(dialog).toHaveTextContent('in plaats van geen versie');
    expect(screen.getByLabelText(/Ik begrijp dat het apparaat/)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update starten' })).toBeDisabled();
  });
});
