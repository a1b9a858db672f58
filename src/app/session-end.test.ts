// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { sharedQueryClient } from '@/api/query-client';
import { addHistoryEntry } from '@/features/equipment/commands/command-history';
import { alertCountStore } from '@/lib/alert-count';
import { setCompanyLabel } from '@/lib/company-labels';
import { activeIdentityStore } from '@/lib/identity-store';
import { handleSessionEnd } from './session-end';

// When a session ends (here or in another tab) nothing of that person stays for the
// next: documents, counts, and (unless remembered) the identity's local data.

function aSession() {
  activeIdentityStore.set('id-a');
  setCompanyLabel('c1', 'Salon A');
  addHistoryEntry({
    at: Date.now(),
    guid: 'g1',
    unit: 'Cabin 3',
    action: 'reset',
    status: 'verified',
    outcome: 'Back in stand-by',
  });
  alertCountStore.set(3);
  sharedQueryClient().setQueryData(['auth', 'identity'], { username: 'a' });
}

const keysOfA = () => Object.keys(localStorage).filter((k) => k.startsWith('sunbed-fleet.id-a.'));

beforeEach(() => localStorage.clear());

describe('the end of a session', () => {
  it('forgets documents, counts and the identity; its local data goes when not remembered', async () => {
    aSession();
    expect(keysOfA()).toHaveLength(2);
    await handleSessionEnd({ reason: 'other-tab', remembered: false });
    expect(keysOfA()).toEqual([]);
    expect(activeIdentityStore.get()).toBeNull();
    expect(alertCountStore.get()).toBe(0);
    expect(sharedQueryClient().getQueryData(['auth', 'identity'])).toBeUndefined();
  });

  it('keeps a remembered identity’s local data for its next sign-in', async () => {
    aSession();
    await handleSessionEnd({ reason: 'signed-out', remembered: true });
    expect(keysOfA()).toHaveLength(2);
    expect(activeIdentityStore.get()).toBeNull();
  });
});
