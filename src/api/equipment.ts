import {
  experimental_streamedQuery as streamedQuery,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { getRuntimeConfig } from '@/config/runtime-config';
import { ApiError } from './api-error';
import { apiClient, seg } from './client';
import { arrayInside } from './parse/array-inside.ts';
import { streamCollection, type CollectionSnapshot } from './collection';
import {
  parseEquipmentDocument,
  parseEquipmentList,
  parseMaintenanceCounters,
} from './parse/document-parse.ts';
import type { Equipment, MaintenanceCounter } from '@/domain/documents/schemas';
import type { ListResult } from '@/domain/documents/tolerant';

// Endpoints 3, 4, 5. Keys: ['equipment', company ?? 'all', 'list' | 'detail', guid, 'counters'].

export const FLEET_PAGE_SIZE = 2000;

/** `complete: false` while later pages are still arriving (first load) or could not be read. */
export type EquipmentList = CollectionSnapshot<Equipment>;

/** The fleet as it arrives: the first page at once, a few growing snapshots, then all of it. */
export function streamEquipmentList(
  company: string | undefined,
  signal?: AbortSignal,
  progress = true,
): AsyncGenerator<EquipmentList, void, undefined> {
  return streamCollection(
    {
      path: '/v2/equipment',
      company,
      parse: parseEquipmentList,
      pageSize: FLEET_PAGE_SIZE,
      signal,
    },
    progress ? {} : false,
  );
}

const NOTHING_YET: EquipmentList = {
  items: [],
  invalidCount: 0,
  serverIgnoredPaging: false,
  complete: false,
};

export async function fetchEquipment(
  guid: string,
  company: string | undefined,
  signal?: AbortSignal,
): Promise<Equipment> {
  const { data } = await apiClient.get(`/v2/equipment/${seg(guid)}`, { company, signal });
  const parsed = await parseEquipmentDocument(data);
  if (!parsed.ok || !parsed.value) {
    console.warn(`[api] equipment ${guid} unreadable: ${parsed.problem ?? ''}`);
    throw new ApiError({
      status: 200,
      kind: 'schema',
      message: 'The service sent an equipment document without its serial, model, type or app.',
    });
  }
  return parsed.value;
}

export async function fetchMaintenanceCounters(
  guid: string,
  company: string | undefined,
  signal?: AbortSignal,
): Promise<ListResult<MaintenanceCounter>> {
  const { data } = await apiClient.get(`/v2/equipment/${seg(guid)}/maintenance/counters`, {
    company,
    signal,
  });
  // docs/decisions.md#maintenance-counters: an array; `{ counters: [...] }` or `{ hours: [...] }`
  // wrappers are read too.
  const list = Array.isArray(data) ? data : arrayInside(data, ['counters', 'hours']);
  if (!list)
    throw new ApiError({
      status: 200,
      kind: 'schema',
      message: 'The service sent maintenance counters in an unknown shape.',
    });
  return parseMaintenanceCounters(list);
}

export const equipmentQueries = {
  /** Every equipment query of every company: what a mutation invalidates. */
  root: () => ['equipment'] as const,
  all: (company: string | undefined) => [...equipmentQueries.root(), company ?? 'all'] as const,
  list: (company: string | undefined) =>
    queryOptions({
      queryKey: [...equipmentQueries.all(company), 'list'] as const,
      queryFn: (context) => {
        // A complete list stays on screen until the next one is complete: a poll never shows half
        // a fleet. Only a list that is not complete yet (first load, or a stream that failed
        // midway) grows in place, snapshot by snapshot.
        const complete =
          context.client.getQueryData<EquipmentList>(context.queryKey)?.complete === true;
        return streamedQuery<EquipmentList, EquipmentList, typeof context.queryKey>({
          streamFn: ({ signal }) => streamEquipmentList(company, signal, !complete),
          refetchMode: complete ? 'replace' : 'append',
          // Every snapshot holds everything received so far.
          reducer: (_previous, snapshot) => snapshot,
          initialValue: NOTHING_YET,
        })(context);
      },
      staleTime: 20_000,
      // Deep-comparing 100,000 documents on every poll costs more than it saves.
      structuralSharing: false,
    }),
  detail: (guid: string, company: string | undefined) =>
    queryOptions({
      queryKey: [...equipmentQueries.all(company), 'detail', guid] as const,
      queryFn: ({ signal }) => fetchEquipment(guid, company, signal),
    }),
  counters: (guid: string, company: string | undefined) =>
    queryOptions({
      queryKey: [...equipmentQueries.detail(guid, company).queryKey, 'counters'] as const,
      queryFn: ({ signal }) => fetchMaintenanceCounters(guid, company, signal),
    }),
};

/** The fleet list, polled every pollIntervalsMs.fleet (docs/decisions.md#freshness). */
export function useEquipmentList(company: string | undefined) {
  return useQuery({
    ...equipmentQueries.list(company),
    refetchInterval: getRuntimeConfig().pollIntervalsMs.fleet,
  });
}

/**
 * One unit, polled every pollIntervalsMs.equipment, or every pollIntervalsMs.actionProgress while a
 * reset/update started here is being followed (docs/decisions.md#freshness, #controller-commands).
 */
export function useEquipment(
  guid: string,
  company: string | undefined,
  options: { followingCommand?: boolean } = {},
) {
  const { equipment, actionProgress } = getRuntimeConfig().pollIntervalsMs;
  return useQuery({
    ...equipmentQueries.detail(guid, company),
    refetchInterval: options.followingCommand ? actionProgress : equipment,
  });
}

export function useMaintenanceCounters(guid: string, company: string | undefined) {
  return useQuery(equipmentQueries.counters(guid, company));
}
