// A fresh read of a campaign unit with the service token, as the badge derives it.
import type { UnitReading } from '../../../src/domain/campaigns/campaign-engine.ts';
import { isNotThere, NOT_THERE } from '../../../src/domain/campaigns/campaign-readings.ts';
import {
  deriveEquipmentState,
  type StateInput,
} from '../../../src/domain/equipment/equipment-state.ts';
import type { CampaignService } from './campaign-deps.ts';

type Doc = StateInput & {
  controller?:
    | (StateInput['controller'] & { release?: { version?: unknown }; logs?: { boot?: unknown } })
    | null;
};

export function readingOf(body: unknown, now: number, offlineAfterMs?: number): UnitReading | null {
  if (typeof body !== 'object' || body === null) return null;
  const doc = body as Doc;
  const version = doc.controller?.release?.version;
  const boots = doc.controller?.logs?.boot;
  return {
    state: deriveEquipmentState(doc, { now, ...(offlineAfterMs && { offlineAfterMs }) }).state,
    version: typeof version === 'string' ? version : version === null ? null : undefined,
    boots: typeof boots === 'number' ? boots : undefined,
  };
}

/**
 * null when the unit could not be read (tried again next round); a 404/403 is NOT_THERE, so the
 * reducer skips the unit after its window instead of the wave stalling on it.
 */
export async function readUnit(
  service: CampaignService,
  guid: string,
  company: string | undefined,
  now: () => number,
  offlineAfterMs?: number,
): Promise<UnitReading | null> {
  try {
    const answer = await service.get(`/v2/equipment/${encodeURIComponent(guid)}`, { company });
    if (isNotThere(answer.status)) return NOT_THERE;
    return answer.status === 200 ? readingOf(answer.body, now(), offlineAfterMs) : null;
  } catch {
    return null;
  }
}

export const commandPath = (guid: string, action: 'update' | 'reset') =>
  `/v2/equipment/${encodeURIComponent(guid)}/controller/${action}`;

/** The permission an action needs (docs/decisions.md#permissions; the engine uses the defaults). */
export const permissionFor = (action: 'update' | 'reset') =>
  action === 'update' ? 'controller.update' : 'controller.reset';

/** Companies where `permissions` (company → ids) hold `permission`. */
export function companiesWith(permissions: Record<string, readonly string[]>, permission: string) {
  return new Set(
    Object.entries(permissions)
      .filter(([, ids]) => ids.includes(permission))
      .map(([company]) => company),
  );
}
