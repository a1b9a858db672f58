// The campaigns area's tables (migration 020): one row per campaign, one per unit in it.
import type { Json } from './schema-core.ts';

export interface CampaignsTable {
  id: string;
  name: string;
  action: string;
  /** The company the requests go out for (null = all companies). */
  company: string | null;
  /** Every company of its units. */
  company_guids: string[];
  created_by_key: string;
  created_by_email: string;
  created_by_name: string;
  /** The creator's permissions (company → ids): at creation, then as last seen on a request. */
  creator_permissions: Json<Record<string, string[]>>;
  created_at: number;
  status: string;
  /** Anything left to do (running, paused, awaiting approval, or units in flight). */
  active: boolean;
  /** The domain Campaign without its units (settings, wave, events …). */
  state: Json<unknown>;
  retry_of: string | null;
  /** Bumped on every write: the leader's cached copy is reused only while it matches. */
  version: number;
  updated_at: number;
}

export interface CampaignUnitsTable {
  campaign_id: string;
  unit_guid: string;
  position: number;
  company_guids: string[];
  step: string;
  /** Not terminal: a unit is in at most one such row (partial unique index). */
  active: boolean;
  /** The domain CampaignUnit. */
  data: Json<unknown>;
}

export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_units: CampaignUnitsTable;
}
