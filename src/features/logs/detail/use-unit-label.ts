import { useQuery } from '@tanstack/react-query';
import { equipmentQueries } from '@/api/equipment';
import type { Equipment } from '@/domain/documents/schemas';

/** The unit the logs belong to: "serial" or "alias (serial)" (as sent); the guid until it has loaded. */
export function useUnitLabel(
  guid: string,
  company: string | undefined,
): { label: string; serial?: string; equipment?: Equipment; retry?: () => void } {
  const equipment = useQuery(equipmentQueries.detail(guid, company));
  const eq = equipment.data;
  // The logs stay usable without the unit; the header says why it shows a guid.
  if (!eq)
    return { label: guid, retry: equipment.isError ? () => void equipment.refetch() : undefined };
  return {
    label: eq.alias?.trim() ? `${eq.alias} (${eq.serial})` : eq.serial,
    serial: eq.serial,
    equipment: eq,
  };
}
