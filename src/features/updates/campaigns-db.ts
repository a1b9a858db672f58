import type { DBSchema } from 'idb';
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
