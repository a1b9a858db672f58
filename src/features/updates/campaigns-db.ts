import type { DBSchema, IDBPDatabase } from 'idb';
import type { Campaign } from '@/domain/campaigns/campaign-engine';
import type { DbDefinition } from '@/lib/identity-db';

// docs/decisions.md#campaigns: campaigns are kept per identity like the fleet
// history; one record per campaign, written before any of its requests leaves.

export interface CampaignsSchema extends DBSchema {
  campaigns: { key: string; value: Campaign };
}

export const campaignsDb: DbDefinition<CampaignsSchema> = {
  purpose: 'campaigns',
  migrations: [
    (db) => {
      db.createObjectStore('campaigns', { keyPath: 'id' });
    },
  ],
};

/** Stores the campaign; a step that marks units sent is on disk (strict) before they are sent. */
export async function putCampaign(
  db: IDBPDatabase<CampaignsSchema>,
  campaign: Campaign,
  marksSent: boolean,
): Promise<void> {
  // Strict durability: flushed to disk, also if the computer loses power right after.
  const tx = db.transaction('campaigns', 'readwrite', marksSent ? { durability: 'strict' } : {});
  await Promise.all([tx.store.put(campaign), tx.done]);
}
