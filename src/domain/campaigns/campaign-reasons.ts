import type { DerivedStateName } from '../equipment/equipment-state.ts';

// Why a campaign unit waits, failed or was skipped, and what the event log says, as codes with
// values: src/features/updates turns them into messages in the language on screen. The English
// below is kept for the CSV file (data) and for campaigns stored before the codes existed. Where
// the screen names a state ("Error state (Controller error)"), the CSV keeps the state's code
// ("Error state (controller-error)"): stable across languages and releases, what a script or a
// support ticket matches on, and what the state codes' documentation uses.

export type CampaignReason =
  | { code: 'noPermission'; permission: string }
  | { code: 'refused'; message: string | undefined }
  | { code: 'quietHours'; hours: string }
  | { code: 'offline' }
  | { code: 'busy'; state: DerivedStateName }
  | { code: 'notSettled'; state: DerivedStateName }
  | { code: 'errorState'; state: DerivedStateName }
  | { code: 'runsExpected'; version: string | null | undefined; expected: string }
  | { code: 'runs'; version: string | null | undefined }
  | { code: 'backSettled' }
  | { code: 'notVerified'; minutes: number }
  | { code: 'notReadyInTime'; waiting: CampaignReason | undefined }
  | { code: 'stoppedByUser' }
  | { code: 'waveFailed'; wave: number; failed: number; counted: number; failurePct: number }
  | { code: 'campaignStopped'; why: CampaignReason }
  | { code: 'alreadyOn'; version: string }
  | { code: 'unknownNotSent' }
  | { code: 'inOtherCampaign'; name: string }
  | { code: 'permissionRevoked'; permission: string };

export type CampaignEventWhat =
  | { code: 'created'; units: number; waves: number; skipped: number }
  | { code: 'paused' }
  | { code: 'resumed' }
  | { code: 'stoppedByUser' }
  | { code: 'accepted'; label: string }
  | { code: 'refused'; label: string; why: CampaignReason }
  | { code: 'step'; label: string; step: string; why: CampaignReason | undefined }
  | { code: 'sent'; label: string; action: 'update' | 'reset' }
  | { code: 'stopped'; why: CampaignReason }
  | { code: 'done'; verified: number; failed: number; skipped: number }
  | { code: 'waveComplete'; wave: number; soakMinutes: number }
  | { code: 'approved'; name: string };

/** The reason in English (CSV, older campaigns). */
export function reasonText(r: CampaignReason): string {
  switch (r.code) {
    case 'noPermission':
      return `No permission ${r.permission} for this unit’s company`;
    case 'refused':
      return `Request refused: ${r.message ?? 'the request failed'}`;
    case 'quietHours':
      return `Quiet hours ${r.hours} (unit’s local time)`;
    case 'offline':
      return 'offline';
    case 'busy':
      return `already busy (${r.state})`;
    case 'notSettled':
      return `not settled (${r.state})`;
    case 'errorState':
      return `Error state (${r.state})`;
    case 'runsExpected':
      return `Runs ${r.version ?? 'nothing'}, expected ${r.expected}`;
    case 'runs':
      return `Runs ${r.version ?? 'nothing'}`;
    case 'backSettled':
      return 'Back in a settled state';
    case 'notVerified':
      return `Not verified within ${r.minutes} min`;
    case 'notReadyInTime':
      return `Not ready in time: ${r.waiting ? reasonText(r.waiting) : 'waiting'}`;
    case 'stoppedByUser':
      return 'Stopped by the user';
    case 'waveFailed':
      return `Wave ${r.wave}: ${r.failed} of ${r.counted} failed (more than ${r.failurePct} %)`;
    case 'campaignStopped':
      return `Campaign stopped: ${reasonText(r.why)}`;
    case 'alreadyOn':
      return `Already on ${r.version}`;
    case 'unknownNotSent':
      return 'Unknown: not sent again';
    case 'inOtherCampaign':
      return `In another running campaign (${r.name})`;
    case 'permissionRevoked':
      return `Permission ${r.permission} revoked`;
  }
}

/** The event in English. */
export function eventText(e: CampaignEventWhat): string {
  switch (e.code) {
    case 'created':
      return `Created: ${e.units} units in ${e.waves} waves${e.skipped ? `, ${e.skipped} skipped before the start` : ''}`;
    case 'paused':
      return 'Paused: no new requests are sent; requests already sent go on';
    case 'resumed':
      return 'Resumed';
    case 'stoppedByUser':
      return 'Stopped by the user: units not yet sent are skipped';
    case 'accepted':
      return `${e.label}: request accepted`;
    case 'refused':
      return `${e.label}: ${reasonText(e.why)}`;
    case 'step':
      return `${e.label}: ${e.step}${e.why ? ` (${reasonText(e.why)})` : ''}`;
    case 'sent':
      return `${e.label}: ${e.action} sent`;
    case 'stopped':
      return `Stopped: ${reasonText(e.why)}`;
    case 'done':
      return `Done: ${e.verified} verified, ${e.failed} failed, ${e.skipped} skipped`;
    case 'waveComplete':
      return e.soakMinutes > 0
        ? `Wave ${e.wave} complete; wave ${e.wave + 1} starts after ${e.soakMinutes} min soak`
        : `Wave ${e.wave} complete; wave ${e.wave + 1} starts`;
    case 'approved':
      return `Approved by ${e.name}`;
  }
}
