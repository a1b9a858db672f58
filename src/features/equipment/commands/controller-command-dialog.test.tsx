import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '@/testing/dialog-polyfill';
import { ControllerCommandDialog, UPDATE_ACK_LABEL } from './controller-command-dialog';

beforeAll(polyfillDialog);
afterEach(cleanup);

function setup(kind: 'reset' | 'update') {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ControllerCommandDialog
      kind={kind}
      unit="Cabin 3"
      serial="2499000027"
      version="4.9.2"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('ControllerCommandDialog (docs/decisions.md#controller-commands)', () => {
  it('names the unit and the consequence', () => {
    setup('reset');
    const dialog = screen.getByRole('dialog', { name: 'Reset controller?' });
    expect(dialog).toHaveTextContent('Cabin 3');
    expect(dialog).toHaveTextContent('2499000027');
    expect(dialog).toHaveTextContent(/unavailable until it is back in stand-by/);
  });

  it('confirms once however often the button is clicked', async () => {
    const { onConfirm, user } = setup('reset');
    await user.dblClick(screen.getByRole('button', { name: 'Reset controller' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('reset');
  });

  it('cancel sends nothing', async () => {
    const { onConfirm, onClose, user } = setup('reset');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('update needs the acknowledgement first', async () => {
    const { onConfirm, user } = setup('update');
    expect(screen.getByRole('dialog')).toHaveTextContent(/replacing 4\.9\.2/);
    const confirm = screen.getByRole('button', { name: 'Start update' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByLabelText(UPDATE_ACK_LABEL));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('update');
  });
});
