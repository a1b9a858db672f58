import { queryOptions } from '@tanstack/react-query';
import type {
  Campaign,
  CampaignStatus,
  CampaignUnit,
  UnitStep,
} from '@/domain/campaigns/campaign-engine';
import type { CampaignForm } from '@/domain/campaigns/campaign-plan';
import { engineClient } from './engine-client';

// Campaigns on the engine (server/engine/README.md, Campaigns): the list, one campaign with what
// the caller may do, and the person's acts (create, approve, pause, resume, stop, retry).

export interface EngineCampaignRow {
  id: string;
  name: string;
  action: 'update' | 'reset';
  status: CampaignStatus;
  createdAt: number;
  createdBy: string;
  startsAt: number | null;
  needsApproval: boolean;
  approvedBy: string | null;
  retryOf: string | null;
  steps: Partial<Record<UnitStep, number>>;
  units: number;
}

export interface EngineCampaign {
  campaign: Campaign;
  createdBy: string;
  mine: boolean;
  mayCommand: boolean;
  mayApprove: boolean;
  retryOf: string | null;
}

/** The campaign page's header: the campaign without its units (newest 300 events), counts. */
export interface EngineCampaignSummary extends Omit<EngineCampaign, 'campaign'> {
  campaign: Omit<Campaign, 'units'>;
  counts: Record<UnitStep, number>;
  total: number;
}

export type EngineUnitSort = 'position' | 'unit' | 'wave' | 'step' | 'sent' | 'done';

/** Which units the table shows, in which order (sorted and filtered by the engine). */
export interface EngineUnitsView {
  sort: EngineUnitSort;
  desc: boolean;
  step: UnitStep | undefined;
}

export interface EngineUnitsPage {
  /** Units matching the view's filter. */
  total: number;
  offset: number;
  units: CampaignUnit[];
}

/** Units per page of the campaign's unit table. */
export const UNITS_PAGE = 200;

export interface NewEngineCampaign extends CampaignForm {
  unitGuids: string[];
  company?: string;
  startsAt?: number;
  needsApproval: boolean;
}

export type EngineCampaignCommand = 'approve' | 'pause' | 'resume' | 'stop';

const seg = encodeURIComponent;

export const engineCampaignKeys = {
  all: (company: string | undefined) => ['engine', company ?? 'all', 'campaign'] as const,
};

export const engineCampaignQueries = {
  list: (company: string | undefined) =>
    queryOptions({
      queryKey: [...engineCampaignKeys.all(company), 'list'] as const,
      queryFn: ({ signal }) =>
        engineClient
          .get<{ campaigns: EngineCampaignRow[] }>('/campaigns', { signal, query: { company } })
          .then((r) => r.campaigns),
    }),
  summary: (id: string, company: string | undefined) =>
    queryOptions({
      queryKey: [...engineCampaignKeys.all(company), 'summary', id] as const,
      // A campaign sending changes every second: one refetch per 3 s is enough (EngineHost).
      meta: { coalesceEvents: true },
      queryFn: ({ signal }) =>
        engineClient.get<EngineCampaignSummary>(`/campaigns/${seg(id)}/summary`, { signal }),
    }),
  /** Page `page` of the unit table; events refetch only the pages on screen (observed). */
  units: (id: string, company: string | undefined, view: EngineUnitsView, page: number) =>
    queryOptions({
      queryKey: [...engineCampaignKeys.all(company), 'units', id, view, page] as const,
      meta: { coalesceEvents: true },
      queryFn: ({ signal }) =>
        engineClient.get<EngineUnitsPage>(`/campaigns/${seg(id)}/units`, {
          signal,
          query: {
            offset: page * UNITS_PAGE,
            limit: UNITS_PAGE,
            sort: view.sort,
            order: view.desc ? 'desc' : 'asc',
            step: view.step,
          },
        }),
    }),
};

/** The whole campaign with every unit (25 MB at 100,000): only for the CSV export, on click. */
export const fetchEngineCampaign = (id: string) =>
  engineClient.get<EngineCampaign>(`/campaigns/${seg(id)}`);

export const createEngineCampaign = (body: NewEngineCampaign) =>
  engineClient.send<{ id: string }>('POST', '/campaigns', { body });

export const commandEngineCampaign = (id: string, command: EngineCampaignCommand) =>
  engineClient.send<{ ok: true }>('POST', `/campaigns/${seg(id)}/${command}`, { body: {} });

export const retryEngineCampaign = (id: string) =>
  engineClient.send<{ id: string }>('POST', `/campaigns/${seg(id)}/retry`, { body: {} });
