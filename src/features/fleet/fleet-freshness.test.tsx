import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withIntl } from '@/testing/intl';
import { FleetFreshness } from './fleet-freshness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FleetFreshness', () => {
  it('counts how much of the fleet has arrived while the first load streams in', () => {
    render(
      <FleetFreshness
        updatedAt={Date.now()}
        fetching
        stale={false}
        progress={{ received: 12_000, total: 100_000, receiving: true }}
      />,
    );
    expect(screen.getByText('Receiving units: 12,000 of 100,000…')).toBeTruthy();
    expect(screen.queryByText(/^Updated/)).toBeNull();
  });

  it('says "so far" without X-Total-Count, and how much arrived when the stream stopped short', () => {
    const { rerender } = render(
      <FleetFreshness
        updatedAt={1}
        fetching
        stale={false}
        progress={{ received: 4_000, total: undefined, receiving: true }}
      />,
    );
    expect(screen.getByText('Receiving units: 4,000 so far…')).toBeTruthy();
    rerender(
      <FleetFreshness
        updatedAt={1}
        fetching={false}
        stale
        progress={{ received: 4_000, total: 10_000, receiving: false }}
      />,
    );
    expect(screen.getByText('Only 4,000 of 10,000 units were received.')).toBeTruthy();
  });

  it('shows the shared "Updated N s ago" once complete, with the stale label beside it', () => {
    vi.useFakeTimers({ now: 1_800_000_012_000 });
    const { rerender } = render(
      <FleetFreshness updatedAt={1_800_000_000_000} fetching stale={false} progress={undefined} />,
    );
    expect(screen.getByText('Updated 12 s ago')).toBeTruthy();
    expect(screen.getByText('· refreshing…')).toBeTruthy();
    rerender(
      <FleetFreshness updatedAt={1_800_000_000_000} fetching={false} stale progress={undefined} />,
    );
    expect(screen.getByText('Stale:')).toBeTruthy();
    expect(screen.queryByText('· refreshing…')).toBeNull();
  });

  it('speaks Dutch and German with their number formats (docs/decisions.md#languages)', () => {
    const progress = { received: 12_000, total: 100_000, receiving: true };
    const { unmount } = render(
      <FleetFreshness updatedAt={1} fetching stale={false} progress={progress} />,
      { wrapper: withIntl(undefined, 'nl') },
    );
    expect(screen.getByText('Apparaten ontvangen: 12.000 van 100.000…')).toBeTruthy();
    unmount();
    render(
      <FleetFreshness
        updatedAt={1}
        fetching={false}
        stale
        progress={{ received: 1, total: undefined, receiving: false }}
      />,
      { wrapper: withIntl(undefined, 'de') },
    );
    expect(screen.getByText('Nur 1 Gerät wurde empfangen.')).toBeTruthy();
  });
});
