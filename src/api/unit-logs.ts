import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiClient, seg } from './client';
import type { DocumentResult } from '@/domain/documents/list-result';

// What the two per-unit log endpoints share (device logs 11/12, temperature logs 9/10): the path,
// reading one log by guid, and the query keys below ['<root>', company ?? 'all', equipmentGuid].

export type UnitLogKind = 'logs' | 'temperatures';

/** `/v2/equipment/{guid}/logs` (or `/temperatures`), and one log's own path with its guid. */
export function unitLogPath(kind: UnitLogKind, equipmentGuid: string, logGuid?: string): string {
  const list = `/v2/equipment/${seg(equipmentGuid)}/${kind}`;
  return logGuid === undefined ? list : `${list}/${seg(logGuid)}`;
}

interface UnitLogReader<D, E> {
  kind: UnitLogKind;
  parse: (input: unknown) => Promise<DocumentResult<D>>;
  toEntry: (doc: D) => E;
  /** "device log", "temperature log": named in the error when the document cannot be read. */
  what: string;
}

/** One log by guid, parsed and mapped to the app's names; an unreadable one is a schema error. */
export function unitLogFetcher<D, E>({ kind, parse, toEntry, what }: UnitLogReader<D, E>) {
  return async (
    equipmentGuid: string,
    logGuid: string,
    company: string | undefined,
    signal?: AbortSignal,
  ): Promise<E> => {
    const { data } = await apiClient.get(unitLogPath(kind, equipmentGuid, logGuid), {
      company,
      signal,
    });
    const parsed = await parse(data);
    if (!parsed.ok || !parsed.value)
      throw new ApiError({
        status: 200,
        kind: 'schema',
        message: `The service sent a ${what} the dashboard cannot read.`,
      });
    return toEntry(parsed.value);
  };
}

type FetchOne<E> = ReturnType<typeof unitLogFetcher<unknown, E>>;

/** The keys every query of one endpoint pair hangs under, and the detail query of one log. */
export function unitLogQueries<R extends string, E>(root: R, fetchOne: FetchOne<E>) {
  const all = (company: string | undefined) => [root, company ?? 'all'] as const;
  const ofEquipment = (equipmentGuid: string, company: string | undefined) =>
    [...all(company), equipmentGuid] as const;
  return {
    all,
    ofEquipment,
    /** A whole window read at once; the key's values must be stable (rounded from/to). */
    window: <T>(
      equipmentGuid: string,
      company: string | undefined,
      [name, key]: readonly [name: string, key: object],
      load: (signal: AbortSignal) => Promise<T>,
      staleTime: number,
    ) =>
      queryOptions({
        queryKey: [...ofEquipment(equipmentGuid, company), name, key] as const,
        queryFn: ({ signal }) => load(signal),
        // Thousands of logs: replacing beats deep-comparing.
        structuralSharing: false,
        staleTime,
      }),
    detail: (equipmentGuid: string, logGuid: string, company: string | undefined) =>
      queryOptions({
        queryKey: [...ofEquipment(equipmentGuid, company), 'detail', logGuid] as const,
        queryFn: ({ signal }) => fetchOne(equipmentGuid, logGuid, company, signal),
        // A log never changes once written.
        staleTime: Infinity,
      }),
  };
}
