import { describe, expect, it, vi } from 'vitest';
import { FakeLocks } from '@/testing/fake-locks';
import { electLeader } from './leader';
import { openTabChannel } from './tab-channel';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('electLeader', () => {
  it('one tab leads; the next takes over when it leaves', async () => {
    const locks = new FakeLocks();
    const a = electLeader('sunbed-fleet.k.alerts', locks);
    const b = electLeader('sunbed-fleet.k.alerts', locks);
    const seen = vi.fn();
    b.subscribe(seen);
    await flush();
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
    a.release();
    await flush();
    expect([a.isLeader(), b.isLeader()]).toEqual([false, true]);
    expect(seen).toHaveBeenCalledWith(true);
    b.release();
    await flush();
    expect(locks.isHeld('sunbed-fleet.k.alerts')).toBe(false);
  });

  it('a tab that leaves while waiting never leads', async () => {
    const locks = new FakeLocks();
    const a = electLeader('n', locks);
    const b = electLeader('n', locks);
    await flush();
    b.release();
    a.release();
    await flush();
    expect(b.isLeader()).toBe(false);
    expect(locks.isHeld('n')).toBe(false);
  });

  it('different names (identities, purposes) lead independently', async () => {
    const locks = new FakeLocks();
    const a = electLeader('sunbed-fleet.a.alerts', locks);
    const b = electLeader('sunbed-fleet.b.alerts', locks);
    await flush();
    expect([a.isLeader(), b.isLeader()]).toEqual([true, true]);
  });

  it('without Web Locks every tab leads on its own', () => {
    const a = electLeader('n', null);
    expect(a).toMatchObject({ supported: false });
    expect(a.isLeader()).toBe(true);
  });
});

describe('openTabChannel', () => {
  it('delivers to the other tabs of the same name only', async () => {
    const a = openTabChannel<{ n: number }>('sunbed-fleet.k.alerts');
    const b = openTabChannel<{ n: number }>('sunbed-fleet.k.alerts');
    const other = openTabChannel<{ n: number }>('sunbed-fleet.z.alerts');
    const got = vi.fn();
    const gotOther = vi.fn();
    const gotSelf = vi.fn();
    b.subscribe(got);
    other.subscribe(gotOther);
    a.subscribe(gotSelf);
    a.post({ n: 1 });
    await vi.waitFor(() => expect(got).toHaveBeenCalledWith({ n: 1 }));
    expect(gotOther).not.toHaveBeenCalled();
    expect(gotSelf).not.toHaveBeenCalled();
    [a, b, other].forEach((c) => c.close());
  });

  it('without BroadcastChannel posting is a quiet no-op', () => {
    const c = openTabChannel('x', null);
    expect(c.supported).toBe(false);
    expect(() => c.post({})).not.toThrow();
  });
});
