import { defineMessages } from 'react-intl';
import type { CampaignStatus, UnitStep } from '@/domain/campaign-engine';

// English text of the updates and campaign pages; translations in messages.nl.json /
// messages.de.json beside. The campaign CSV stays English (data).
export const messages = defineMessages({
  documentTitle: { id: 'updates.documentTitle', defaultMessage: 'Updates – Sunbed Fleet' },
  heading: { id: 'updates.heading', defaultMessage: 'Firmware updates' },
  newCampaign: { id: 'updates.newCampaign', defaultMessage: 'New campaign' },
  loadingFleet: { id: 'updates.loadingFleet', defaultMessage: 'Loading the fleet…' },
  fleetFailed: { id: 'updates.fleetFailed', defaultMessage: 'Could not load the fleet' },
  emptyCompany: { id: 'updates.emptyCompany', defaultMessage: 'This company has no units.' },
  emptyAll: { id: 'updates.emptyAll', defaultMessage: 'No units are linked to your account.' },
  receivedSoFar: { id: 'updates.receivedSoFar', defaultMessage: ' (received so far)' },
  releasesCaption: { id: 'updates.releasesCaption', defaultMessage: 'Releases' },
  releaseHeader: { id: 'updates.releaseHeader', defaultMessage: 'Release' },
  unitsHeader: { id: 'updates.unitsHeader', defaultMessage: 'Units' },
  shareHeader: { id: 'updates.shareHeader', defaultMessage: 'Share' },
  perCompanyHeader: { id: 'updates.perCompanyHeader', defaultMessage: 'Per company' },
  nothingInstalled: { id: 'updates.nothingInstalled', defaultMessage: 'Nothing installed' },
  releaseUnknown: { id: 'updates.releaseUnknown', defaultMessage: 'Unknown' },
  campaignsCaption: { id: 'updates.campaignsCaption', defaultMessage: 'Campaigns' },
  campaignHeader: { id: 'updates.campaignHeader', defaultMessage: 'Campaign' },
  actionHeader: { id: 'updates.actionHeader', defaultMessage: 'Action' },
  statusHeader: { id: 'updates.statusHeader', defaultMessage: 'Status' },
  createdHeader: { id: 'updates.createdHeader', defaultMessage: 'Created' },
  noCampaigns: { id: 'updates.noCampaigns', defaultMessage: 'No campaign yet in this browser.' },
  actionCodeUpdate: { id: 'updates.actionCodeUpdate', defaultMessage: 'update' },
  actionCodeReset: { id: 'updates.actionCodeReset', defaultMessage: 'reset' },
  statusRunning: { id: 'updates.statusRunning', defaultMessage: 'Running' },
  statusPaused: { id: 'updates.statusPaused', defaultMessage: 'Paused' },
  statusStopped: { id: 'updates.statusStopped', defaultMessage: 'Stopped' },
  statusDone: { id: 'updates.statusDone', defaultMessage: 'Done' },
  stepQueued: { id: 'updates.stepQueued', defaultMessage: 'queued' },
  stepWaiting: { id: 'updates.stepWaiting', defaultMessage: 'waiting' },
  stepSent: { id: 'updates.stepSent', defaultMessage: 'sent' },
  stepUpdating: { id: 'updates.stepUpdating', defaultMessage: 'updating' },
  stepVerified: { id: 'updates.stepVerified', defaultMessage: 'verified' },
  stepFailed: { id: 'updates.stepFailed', defaultMessage: 'failed' },
  stepSkipped: { id: 'updates.stepSkipped', defaultMessage: 'skipped' },
  noRecall: {
    id: 'updates.noRecall',
    defaultMessage:
      'A request that was sent cannot be recalled: Pause and Stop only hold back units not sent yet. The update endpoint takes no version: each unit gets the release the service gives it, and “Expected version” only checks the outcome.',
  },
  loadingCampaigns: { id: 'updates.loadingCampaigns', defaultMessage: 'Loading the campaigns…' },
  campaignMissing: {
    id: 'updates.campaignMissing',
    defaultMessage: 'No campaign with this id is kept in this browser.',
  },
  backToUpdates: { id: 'updates.backToUpdates', defaultMessage: 'Back to updates' },
  backLink: { id: 'updates.backLink', defaultMessage: '← Updates' },
  actionUpdate: { id: 'updates.actionUpdate', defaultMessage: 'Start update' },
  actionReset: { id: 'updates.actionReset', defaultMessage: 'Reset controller' },
  otherTab: {
    id: 'updates.otherTab',
    defaultMessage: ' · runs in another tab of this browser',
  },
  pause: { id: 'updates.pause', defaultMessage: 'Pause' },
  resume: { id: 'updates.resume', defaultMessage: 'Resume' },
  stop: { id: 'updates.stop', defaultMessage: 'Stop' },
  exportCsv: { id: 'updates.exportCsv', defaultMessage: 'Export CSV' },
  unitsPerStep: { id: 'updates.unitsPerStep', defaultMessage: 'Units per step' },
  unitsCaption: { id: 'updates.unitsCaption', defaultMessage: 'Units of this campaign' },
  eventLog: { id: 'updates.eventLog', defaultMessage: 'Event log' },
  unitHeader: { id: 'updates.unitHeader', defaultMessage: 'Unit' },
  waveHeader: { id: 'updates.waveHeader', defaultMessage: 'Wave' },
  stepHeader: { id: 'updates.stepHeader', defaultMessage: 'Step' },
  reasonHeader: { id: 'updates.reasonHeader', defaultMessage: 'Reason' },
  sentHeader: { id: 'updates.sentHeader', defaultMessage: 'Sent' },
  doneHeader: { id: 'updates.doneHeader', defaultMessage: 'Done' },
});

/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  unitsTotal: { count: number };
  campaignCounts: { units: number; verified: number; failed: number; skipped: number };
  campaignTitle: { name: string };
  settings: {
    action: string;
    firstWave: number;
    growth: number;
    maxBusy: number;
    soak: number;
    failurePct: number;
    wait: number;
  };
  quietHours: { hours: string };
  expectedVersion: { version: string };
  progress: { done: number; total: number };
}>({
  unitsTotal: {
    id: 'updates.unitsTotal',
    defaultMessage: '{count, plural, other {# units}}',
  },
  campaignCounts: {
    id: 'updates.campaignCounts',
    defaultMessage: '{units} · {verified} verified · {failed} failed · {skipped} skipped',
  },
  campaignTitle: { id: 'updates.campaignTitle', defaultMessage: '{name} – Sunbed Fleet' },
  settings: {
    id: 'updates.settings',
    defaultMessage:
      '{action} · first wave {firstWave}, growth ×{growth} · at most {maxBusy} at once · soak {soak} min · stop above {failurePct} % failed · a unit not ready is skipped after {wait} min',
  },
  quietHours: {
    id: 'updates.quietHours',
    defaultMessage: ' · quiet hours {hours} (unit’s local time)',
  },
  expectedVersion: {
    id: 'updates.expectedVersion',
    defaultMessage: ' · expected version {version}',
  },
  progress: { id: 'updates.progress', defaultMessage: 'Progress: {done} of {total} units done' },
});

export const STATUS_MESSAGES = {
  running: messages.statusRunning,
  paused: messages.statusPaused,
  stopped: messages.statusStopped,
  done: messages.statusDone,
} satisfies Record<CampaignStatus, unknown>;

export const STEP_MESSAGES = {
  queued: messages.stepQueued,
  waiting: messages.stepWaiting,
  sent: messages.stepSent,
  updating: messages.stepUpdating,
  verified: messages.stepVerified,
  failed: messages.stepFailed,
  skipped: messages.stepSkipped,
} satisfies Record<UnitStep, unknown>;

/** Dates and clock times keep a 24-hour form in every language (English as before: en-GB). */
export const DATE_LOCALE = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE' } as const;
