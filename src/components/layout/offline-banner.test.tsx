import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { formatAbsoluteTime } from '@/domain/time';
import { offlineFleetShown } from '@/lib/offline-fleet-shown';
import { renderPanel } from '@/testing/render-in-router';
import { OfflineBanner } from './offline-banner';

afterEach(() =>
  act(() => {
    onlineManager.setOnline(true);
    offlineFleetShown.set(null);
  }),
);

const SAVED = Date.UTC(2026, 10, 25, 8, 30, 0);

it('says nothing online; offline it says so, and from when the kept fleet is', () => {
  renderPanel(<OfflineBanner />);
  expect(screen.queryByRole('status')).toBeNull();
  act(() => onlineManager.setOnline(false));
  expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  expect(screen.queryByText(/showing data from/)).toBeNull();
  act(() => offlineFleetShown.set({ company: 'all', savedAt: SAVED }));
  expect(
    screen.getByText(`Offline — showing data from ${formatAbsoluteTime(SAVED)}.`),
  ).toBeVisible();
});

it('names no time for a copy of another company than the one on screen', () => {
  offlineFleetShown.set({ company: 'company-b', savedAt: SAVED });
  onlineManager.setOnline(false);
  renderPanel(<OfflineBanner />);
  expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  expect(screen.queryByText(/showing data from/)).toBeNull();
});
