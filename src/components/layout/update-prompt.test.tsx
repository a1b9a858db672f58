import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { updateStore } from '@/lib/service-worker';
import { UpdatePrompt } from './update-prompt';

afterEach(() => act(() => updateStore.set(null)));

it('shows nothing until a new version waits, then Reload applies it', async () => {
  render(<UpdatePrompt />);
  expect(screen.queryByRole('status')).toBeNull();
  const apply = vi.fn();
  act(() => updateStore.set({ apply }));
  expect(screen.getByRole('status')).toHaveTextContent('New version available');
  const reload = screen.getByRole('button', { name: 'Reload' });
  await userEvent.click(reload);
  expect(apply).toHaveBeenCalledTimes(1);
  // One press is enough: the button waits for the page to reload.
  expect(reload).toBeDisabled();
});

it('Later hides the prompt without applying', async () => {
  const apply = vi.fn();
  updateStore.set({ apply });
  render(<UpdatePrompt />);
  await userEvent.click(screen.getByRole('button', { name: 'Later' }));
  expect(screen.queryByRole('status')).toBeNull();
  expect(apply).not.toHaveBeenCalled();
});
