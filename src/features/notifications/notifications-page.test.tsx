import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { engineStore } from '@/lib/use-engine';
import { withIntl } from '@/testing/intl';
import { renderPanel } from '@/testing/render-in-router';
import { NotificationsPage } from './notifications-page';

afterEach(() => {
  cleanup();
  engineStore.set({ state: 'checking' });
});

describe('NotificationsPage without the engine', () => {
  it('says notifications need the server, in Dutch too', () => {
    engineStore.set({ state: 'off' });
    const Intl = withIntl(undefined, 'nl');
    renderPanel(
      <Intl>
        <NotificationsPage />
      </Intl>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    expect(screen.getByText(/Meldingen hebben de server van het dashboard/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
  });
});
