import { useSyncExternalStore } from 'react';
import type { Campaign } from '@/domain/campaigns/campaign-engine';
import { createStore, useStore } from '@/lib/create-store';
import type { StorageProblem } from '@/lib/storage-problem';
import type { CampaignRunner } from './campaign-runner';

// The campaigns of the signed-in identity, shared by the host that runs them (every page) and
// the updates pages that show them.

export interface CampaignSession {
  runner: CampaignRunner;
  /** Why campaigns do not survive a reload, when IndexedDB failed. */
  problem: StorageProblem | undefined;
}

export const campaignSessionStore = createStore<CampaignSession | null>(null);

const NONE: Campaign[] = [];
const noop = () => () => undefined;

export function useCampaigns(): {
  session: CampaignSession | null;
  campaigns: readonly Campaign[];
} {
  const session = useStore(campaignSessionStore);
  const campaigns = useSyncExternalStore(
    session ? (l) => session.runner.subscribe(l) : noop,
    () => session?.runner.getState() ?? NONE,
  );
  return { session, campaigns };
}
