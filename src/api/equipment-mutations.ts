import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { apiClient, seg, type ApiResponse } from './client';
import { equipmentQueries } from './equipment';
import { applyInformationPatch, type JsonPatchOp } from './information-patch';

// Endpoints 6, 7, 8. Never retried, sent even when the browser thinks it is offline (so an error is
// shown, not a silent pause), and one confirmation = one request
// (docs/decisions.md#controller-commands).

export const equipmentMutationKeys = {
  all: (guid: string, company: string | undefined) =>
    [...equipmentQueries.detail(guid, company).queryKey, 'mutation'] as const,
  updateInformation: (guid: string, company: string | undefined) =>
    [...equipmentMutationKeys.all(guid, company), 'update-information'] as const,
  resetController: (guid: string, company: string | undefined) =>
    [...equipmentMutationKeys.all(guid, company), 'reset-controller'] as const,
  startUpdate: (guid: string, company: string | undefined) =>
    [...equipmentMutationKeys.all(guid, company), 'start-update'] as const,
};

const ONCE = { retry: 0, networkMode: 'always' } as const;

/**
 * After any change the unit is re-read, in every company's cache it appears in
 * (docs/decisions.md#responses).
 */
async function refetchEquipment(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: equipmentQueries.root() });
}

/**
 * A mutation's onSettled: the unit is read again either way. After a success the mutation waits
 * for that reading (the follow starts from it); after a failure it does not: offline, React Query
 * pauses the refetch until the browser is back, and the failure ("Cannot reach the service")
 * must show now, not then.
 */
function refetchAfter(error: unknown, client: QueryClient): Promise<void> | undefined {
  const refetch = refetchEquipment(client);
  if (!error) return refetch;
  refetch.catch(() => undefined);
  return undefined;
}

export function updateInformation(
  guid: string,
  company: string | undefined,
  ops: JsonPatchOp[],
): Promise<ApiResponse> {
  return apiClient.send('PATCH', `/v2/equipment/${seg(guid)}/information`, { company, body: ops });
}

export function resetController(guid: string, company: string | undefined): Promise<ApiResponse> {
  return apiClient.send('PUT', `/v2/equipment/${seg(guid)}/controller/reset`, { company });
}

export function startControllerUpdate(
  guid: string,
  company: string | undefined,
): Promise<ApiResponse> {
  return apiClient.send('PUT', `/v2/equipment/${seg(guid)}/controller/update`, { company });
}

/**
 * Sends only the changed fields (build them with buildInformationPatch). The detail cache shows the
 * edit at once, goes back to the previous document on error, and the unit is re-read either way.
 */
export function useUpdateInformation(guid: string, company: string | undefined) {
  const detailKey = equipmentQueries.detail(guid, company).queryKey;
  return useMutation({
    ...ONCE,
    mutationKey: equipmentMutationKeys.updateInformation(guid, company),
    mutationFn: (ops: JsonPatchOp[]) => updateInformation(guid, company, ops),
    onMutate: async (ops, { client }) => {
      await client.cancelQueries({ queryKey: detailKey });
      const previous = client.getQueryData(detailKey);
      if (previous) client.setQueryData(detailKey, applyInformationPatch(previous, ops));
      return { previous };
    },
    onError: (_error, _ops, context, { client }) => {
      if (context?.previous) client.setQueryData(detailKey, context.previous);
    },
    onSettled: (_data, error, _ops, _context, { client }) => refetchAfter(error, client),
  });
}

/**
 * A mutation whose `mutate`/`mutateAsync` refuse to send while one request is in flight, checked
 * synchronously (a double click lands before React re-renders with isPending).
 */
function useGuardedControllerCommand(key: readonly unknown[], send: () => Promise<ApiResponse>) {
  const inFlight = useRef(false);
  const mutation = useMutation<ApiResponse, Error, void>({
    ...ONCE,
    mutationKey: key,
    mutationFn: send,
    onSettled: (_data, error, _vars, _context, { client }) => refetchAfter(error, client),
  });
  const { mutate: rawMutate, mutateAsync: rawMutateAsync } = mutation;

  const mutateAsync = useCallback(async (): Promise<ApiResponse | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await rawMutateAsync();
    } finally {
      inFlight.current = false;
    }
  }, [rawMutateAsync]);

  const mutate = useCallback(
    (options?: Parameters<typeof rawMutate>[1]) => {
      if (inFlight.current) return;
      inFlight.current = true;
      rawMutate(undefined, {
        ...options,
        onSettled: (...args) => {
          inFlight.current = false;
          options?.onSettled?.(...args);
        },
      });
    },
    [rawMutate],
  );

  return { ...mutation, mutate, mutateAsync, isSending: mutation.isPending };
}

/** Endpoint 7. `mutate()` is ignored while a request is in flight. */
export function useResetController(guid: string, company: string | undefined) {
  return useGuardedControllerCommand(equipmentMutationKeys.resetController(guid, company), () =>
    resetController(guid, company),
  );
}

/** Endpoint 8. `mutate()` is ignored while a request is in flight. */
export function useStartUpdate(guid: string, company: string | undefined) {
  return useGuardedControllerCommand(equipmentMutationKeys.startUpdate(guid, company), () =>
    startControllerUpdate(guid, company),
  );
}
