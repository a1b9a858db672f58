import { queryOptions } from '@tanstack/react-query';
import type { Campaign, CampaignStatus, UnitStep } from '@/domain/campaigns/campaign-engine';
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
  one: (id: string, company: string | undefined) =>
    queryOptions({
      queryKey: [...engineCampaignKeys.all(company), 'one', id] as const,
      // The whole campaign (MBs at 100k units): engine events refetch it coalesced (EngineHost).
      meta: { coalesceEvents: true },
      queryFn: ({ signal }) =>
        engineClient.get<EngineCampaign>(`/campaigns/${seg(id)}`, { signal }),
    }),
};

export const createEngineCampaign = (body: NewEngineCampaign) =>
  engineClient.send<{ id: string }>('POST', '/campaigns', { body });

export const commandEngineCampaign = (id: string, command: EngineCampaignCommand) =>
  engineClient.send<{ ok: true }>('POST', `/campaigns/${seg(id)}/${command}`, { body: {} });

export const retryEngineCampaign = (id: string) =>
  engineClient.send<{ id: string }>('POST', `/campaigns/${seg(id)}/retry`, { body: {} });
