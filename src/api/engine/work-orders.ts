import { queryOptions } from '@tanstack/react-query';
import type { LogbookEntryInput } from '@/domain/work-orders/logbook-entry';
import type { WorkOrderPart, WorkOrderState } from '@/domain/work-orders/work-order-rules';
import { engineClient } from './engine-client';

// The engine's work orders and unit logbooks (server/engine/README.md, "Work orders"). Keys sit
// under ['engine', company, 'work-orders'], the prefix a 'work-orders' event invalidates.

export interface WorkOrder {
  id: number;
  unitGuid: string;
  companyGuids: string[];
  serial: string;
  alias: string | null;
  parts: { part: WorkOrderPart; count: number }[];
  dueDate: string | null;
  assignee: string;
  notes: string;
  state: WorkOrderState;
  counterType: string | null;
  createdAt: number;
  createdBy: string;
  closedAt: number | null;
  closedReason: string | null;
  closedBy: string | null;
  overdue: boolean;
}

export interface LogbookEntry {
  id: number;
  kind: string;
  day: string;
  at: number;
  data: Record<string, unknown>;
  author: string | null;
  flagged: boolean;
}

export interface Logbook {
  unit: {
    guid: string;
    serial: string;
    alias: string | null;
    siteName: string | null;
    uvType: number | null;
  };
  entries: LogbookEntry[];
}

export interface WorkOrderFilter {
  /** Comma list of states; empty = all. */
  state?: string;
  unit?: string;
}

const root = (company: string | undefined) => ['engine', company ?? 'all', 'work-orders'] as const;

export const workOrderQueries = {
  root,
  list: (company: string | undefined, filter: WorkOrderFilter = {}) =>
    queryOptions({
      queryKey: [...root(company), 'list', filter] as const,
      queryFn: ({ signal }) =>
        engineClient
          .get<{ workOrders: WorkOrder[] }>('/work-orders', {
            signal,
            query: { company, state: filter.state || undefined, unit: filter.unit },
          })
          .then((r) => r.workOrders),
    }),
  logbook: (guid: string, company: string | undefined) =>
    queryOptions({
      queryKey: [...root(company), 'logbook', guid] as const,
      queryFn: ({ signal }) =>
        engineClient.get<Logbook>(`/units/${encodeURIComponent(guid)}/logbook`, { signal }),
    }),
};

export interface NewWorkOrderBody {
  unitGuid: string;
  parts: { part: WorkOrderPart; count: number }[];
  dueDate: string | null;
  assignee: string;
  notes: string;
  state: 'open' | 'scheduled';
  counterType: string | null;
}

export const createWorkOrder = (body: NewWorkOrderBody) =>
  engineClient.send<{ workOrder: WorkOrder }>('POST', '/work-orders', { body });

export const changeWorkOrder = (
  id: number,
  body: { state?: WorkOrderState; reason?: string; assignee?: string; dueDate?: string | null },
) => engineClient.send<{ workOrder: WorkOrder }>('PATCH', `/work-orders/${id}`, { body });

export const addLogbookEntry = (guid: string, entry: LogbookEntryInput) =>
  engineClient.send<{ id: number }>('POST', `/units/${encodeURIComponent(guid)}/logbook`, {
    body: entry,
  });
