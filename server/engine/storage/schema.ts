// The whole database as Kysely sees it: one interface per area, each in its own file.
import type { AlertTables } from './schema-alerts.ts';
import type { CampaignTables } from './schema-campaigns.ts';
import type { CoreTables } from './schema-core.ts';
import type { HistoryTables } from './schema-history.ts';
import type { NotificationTables } from './schema-notifications.ts';
import type { WorkOrderTables } from './schema-work-orders.ts';

export interface Database
  extends
    CoreTables,
    HistoryTables,
    AlertTables,
    CampaignTables,
    NotificationTables,
    WorkOrderTables {}
