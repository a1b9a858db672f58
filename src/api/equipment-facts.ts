import type { Equipment } from '@/domain/documents/schemas';
import { isUnreadable } from '@/domain/documents/unreadable';

// The equipment document's snake_case fields the unit page reads, in the app's names: mapped here
// once, so pages never spell the service's field names.

export interface EquipmentFacts {
  /** device.last_ping (ms). */
  lastPing: number | undefined;
  /** The ping, or the device object holding it, was sent but unreadable. */
  lastPingUnreadable: boolean;
  /** controller.active_errors as read (docs/decisions.md#active-errors). */
  activeErrors: NonNullable<Equipment['controller']>['active_errors'];
  /** The value, or the whole controller object, was sent but unreadable. */
  activeErrorsUnreadable: boolean;
  companyGuids: readonly string[] | undefined;
}

const unreadableAny = (eq: Equipment, ...paths: string[]) =>
  paths.some((path) => isUnreadable(eq, path));

export function equipmentFacts(eq: Equipment): EquipmentFacts {
  return {
    lastPing: eq.device?.last_ping,
    lastPingUnreadable: unreadableAny(eq, 'device', 'device.last_ping'),
    activeErrors: eq.controller?.active_errors,
    activeErrorsUnreadable: unreadableAny(eq, 'controller', 'controller.active_errors'),
    companyGuids: eq.company_guids,
  };
}
