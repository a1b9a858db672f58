// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaderSession, type LeaderSessionSpec } from './use-leader-session';

// The background-work host: the work starts once per identity (here without IndexedDB, so in
// memory with the reason), and a change of identity or an unmount closes it before the stores clear.

function spec(order: string[]): LeaderSessionSpec<unknown, string> {
  return {
    database: { purpose: 'test', migrations: [] },
    name: 'work',
    start: (parts) => {
      order.push(`start ${parts.db === null ? 'memory' : 'db'} ${parts.problem?.kind}`);
      return () => order.push('close work');
    },
    stop: () => order.push('stop'),
  };
}

describe('useLeaderSession', () => {
  it('starts once the identity is known, in memory without IndexedDB, and closes in order', async () => {
    const order: string[] = [];
    const { rerender, unmount } = renderHook(({ key }) => useLeaderSession(key, spec(order)), {
      initialProps: { key: null as string | null },
    });
    expect(order).toEqual([]);
    rerender({ key: 'id-1' });
    await waitFor(() => expect(order).toEqual(['start memory unsupported']));
    // Re-rendering with the same identity keeps the work running.
    rerender({ key: 'id-1' });
    rerender({ key: 'id-2' });
    await waitFor(() => expect(order).toHaveLength(4));
    expect(order.slice(1)).toEqual(['close work', 'stop', 'start memory unsupported']);
    unmount();
    expect(order.slice(4)).toEqual(['close work', 'stop']);
  });
});
