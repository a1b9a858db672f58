import { defineMessages } from 'react-intl';
import type { CampaignStatus, UnitStep } from '@/domain/campaigns/campaign-engine';
import type { FormErrorCode } from '@/domain/campaigns/campaign-plan';

// English text of the updates and campaign pages; translations in messages.nl.json /
// messages.de.json beside. The campaign CSV stays English (data).
export const messages = defineMessages({
  documentTitle: { id: 'updates.documentTitle', defaultMessage: 'Updates – Sunbed Fleet' },
  heading: { id: 'updates.heading', defaultMessage: 'Firmware updates' },
  newCampaign: { id: 'updates.newCampaign', defaultMessage: 'New campaign' },
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
  noLocks: {
    id: 'updates.noLocks',
    defaultMessage:
      ' · not running: this browser has no Web Locks, which keep two tabs from sending a unit the same command twice. Open the campaign in a current browser.',
  },
  pause: { id: 'updates.pause', defaultMessage: 'Pause' },
  resume: { id: 'updates.resume', defaultMessage: 'Resume' },
  stop: { id: 'updates.stop', defaultMessage: 'Stop' },
  exportCsv: { id: 'updates.exportCsv', defaultMessage: 'Export CSV' },
  unitsPerStep: { id: 'updates.unitsPerStep', defaultMessage: 'Units per step' },
  unitsCaption: { id: 'updates.unitsCaption', defaultMessage: 'Units of this campaign' },
  unitFilter: { id: 'updates.unitFilter', defaultMessage: 'Show' },
  allSteps: { id: 'updates.allSteps', defaultMessage: 'All units' },
  loadingUnits: { id: 'updates.loadingUnits', defaultMessage: 'Loading the units…' },
  noUnitsShown: { id: 'updates.noUnitsShown', defaultMessage: 'No unit in this step.' },
  eventLog: { id: 'updates.eventLog', defaultMessage: 'Event log' },
  unitHeader: { id: 'updates.unitHeader', defaultMessage: 'Unit' },
  waveHeader: { id: 'updates.waveHeader', defaultMessage: 'Wave' },
  stepHeader: { id: 'updates.stepHeader', defaultMessage: 'Step' },
  reasonHeader: { id: 'updates.reasonHeader', defaultMessage: 'Reason' },
  sentHeader: { id: 'updates.sentHeader', defaultMessage: 'Sent' },
  doneHeader: { id: 'updates.doneHeader', defaultMessage: 'Done' },
  formDocumentTitle: {
    id: 'updates.formDocumentTitle',
    defaultMessage: 'New campaign – Sunbed Fleet',
  },
  formName: { id: 'updates.formName', defaultMessage: 'Name' },
  formAction: { id: 'updates.formAction', defaultMessage: 'Action' },
  formExpectedVersion: { id: 'updates.formExpectedVersion', defaultMessage: 'Expected version' },
  formExpectedVersionHint: {
    id: 'updates.formExpectedVersionHint',
    defaultMessage: 'Optional. Only checks the outcome: the update endpoint takes no version.',
  },
  formFirstWave: { id: 'updates.formFirstWave', defaultMessage: 'First wave' },
  formFirstWaveHint: {
    id: 'updates.formFirstWaveHint',
    defaultMessage: 'Units in the first wave.',
  },
  formGrowth: { id: 'updates.formGrowth', defaultMessage: 'Wave growth' },
  formGrowthHint: {
    id: 'updates.formGrowthHint',
    defaultMessage: 'Each next wave is this multiple of the last.',
  },
  formMaxBusy: { id: 'updates.formMaxBusy', defaultMessage: 'At most at once' },
  formMaxBusyHint: {
    id: 'updates.formMaxBusyHint',
    defaultMessage: 'Units busy with the action at the same time.',
  },
  formSoak: { id: 'updates.formSoak', defaultMessage: 'Soak time' },
  formSoakHint: { id: 'updates.formSoakHint', defaultMessage: 'Minutes to wait after each wave.' },
  formFailurePct: { id: 'updates.formFailurePct', defaultMessage: 'Failure threshold' },
  formFailurePctHint: {
    id: 'updates.formFailurePctHint',
    defaultMessage: 'Percent: a wave with more failed stops the campaign.',
  },
  formQuietHours: { id: 'updates.formQuietHours', defaultMessage: 'Quiet hours' },
  formQuietHoursHint: {
    id: 'updates.formQuietHoursHint',
    defaultMessage: 'Optional, in each unit’s local time, like 22:00-06:00.',
  },
  formWait: { id: 'updates.formWait', defaultMessage: 'Wait per unit' },
  formWaitHint: {
    id: 'updates.formWaitHint',
    defaultMessage:
      'Minutes a unit that is offline or busy is read again (never sent twice) before it is skipped.',
  },
  formUnits: { id: 'updates.formUnits', defaultMessage: 'Units' },
  formChooseAll: { id: 'updates.formChooseAll', defaultMessage: 'Choose all' },
  formChooseNone: { id: 'updates.formChooseNone', defaultMessage: 'Choose none' },
  formSkippedHeading: {
    id: 'updates.formSkippedHeading',
    defaultMessage: 'Skipped before the start',
  },
  formConfirm: {
    id: 'updates.formConfirm',
    defaultMessage: 'Type the campaign’s name to start it',
  },
  formStart: { id: 'updates.formStart', defaultMessage: 'Start campaign' },
  formErrorNameMissing: {
    id: 'updates.formErrorNameMissing',
    defaultMessage: 'Give the campaign a name.',
  },
  formErrorNameTooLong: {
    id: 'updates.formErrorNameTooLong',
    defaultMessage: 'At most 80 characters.',
  },
  formErrorNoUnits: { id: 'updates.formErrorNoUnits', defaultMessage: 'Choose at least one unit.' },
  formErrorFirstWave: {
    id: 'updates.formErrorFirstWave',
    defaultMessage: 'A whole number of units, 1 or more.',
  },
  formErrorGrowth: {
    id: 'updates.formErrorGrowth',
    defaultMessage: 'A factor from 1 to 100 (1 = equal waves).',
  },
  formErrorMaxBusy: {
    id: 'updates.formErrorMaxBusy',
    defaultMessage: 'A whole number of units, 1 to 1000.',
  },
  formErrorSoakMinutes: {
    id: 'updates.formErrorSoakMinutes',
    defaultMessage: 'Minutes from 0 to 1440.',
  },
  formErrorFailurePct: {
    id: 'updates.formErrorFailurePct',
    defaultMessage: 'A percentage from 0 to 100.',
  },
  formErrorQuietHours: {
    id: 'updates.formErrorQuietHours',
    defaultMessage: 'Like 22:00-06:00 (the unit’s local time), or empty.',
  },
  formErrorWaitMinutes: {
    id: 'updates.formErrorWaitMinutes',
    defaultMessage: 'Minutes from 1 to 10080 (7 days).',
  },
  formErrorExpectedVersionTooLong: {
    id: 'updates.formErrorExpectedVersionTooLong',
    defaultMessage: 'At most 40 characters.',
  },
  reasonRequestFailed: { id: 'updates.reasonRequestFailed', defaultMessage: 'the request failed' },
  reasonOffline: { id: 'updates.reasonOffline', defaultMessage: 'offline' },
  reasonNothing: { id: 'updates.reasonNothing', defaultMessage: 'nothing' },
  reasonBackSettled: { id: 'updates.reasonBackSettled', defaultMessage: 'Back in a settled state' },
  reasonStoppedByUser: { id: 'updates.reasonStoppedByUser', defaultMessage: 'Stopped by the user' },
  eventPaused: {
    id: 'updates.eventPaused',
    defaultMessage: 'Paused: no new requests are sent; requests already sent go on',
  },
  eventResumed: { id: 'updates.eventResumed', defaultMessage: 'Resumed' },
  eventStoppedByUser: {
    id: 'updates.eventStoppedByUser',
    defaultMessage: 'Stopped by the user: units not yet sent are skipped',
  },
  statusAwaitingApproval: {
    id: 'updates.statusAwaitingApproval',
    defaultMessage: 'Waiting for approval',
  },
  statusScheduled: { id: 'updates.statusScheduled', defaultMessage: 'Scheduled' },
  stepUnknown: { id: 'updates.stepUnknown', defaultMessage: 'unknown' },
  reasonUnknownNotSent: {
    id: 'updates.reasonUnknownNotSent',
    defaultMessage: 'Unknown: not sent again',
  },
  runsInBrowser: {
    id: 'updates.runsInBrowser',
    defaultMessage:
      'Campaigns run in this browser: keep a tab of this dashboard open until they finish.',
  },
  runsOnServer: {
    id: 'updates.runsOnServer',
    defaultMessage: 'Campaigns run on the server: they go on with every browser closed.',
  },
  campaignsFailed: {
    id: 'updates.campaignsFailed',
    defaultMessage: 'The campaigns could not be loaded',
  },
  approve: { id: 'updates.approve', defaultMessage: 'Approve' },
  retryFailed: { id: 'updates.retryFailed', defaultMessage: 'Retry failed units' },
  formStartAt: { id: 'updates.formStartAt', defaultMessage: 'Start at' },
  formNeedsApproval: { id: 'updates.formNeedsApproval', defaultMessage: 'Needs approval' },
  formNeedsApprovalHint: {
    id: 'updates.formNeedsApprovalHint',
    defaultMessage:
      'A second person with the same permission approves before it starts; you cannot approve your own.',
  },
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
  formChosen: { chosen: number; matching: number; acting: number; waves: number };
  formSkippedCount: { count: number };
  formListedFirst: { max: number; rest: number };
  formNoPermissionUnit: { permission: string };
  formConfirmHint: { count: number };
  formConfirmMismatch: { name: string; count: number };
  formNoneAllowed: { permission: string };
  reasonRefused: { message: string };
  reasonQuietHours: { hours: string };
  reasonBusy: { state: string };
  reasonNotSettled: { state: string };
  reasonErrorState: { state: string };
  reasonRunsExpected: { version: string; expected: string };
  reasonRuns: { version: string };
  reasonNotVerified: { minutes: number };
  reasonNotReadyInTime: { waiting: string };
  reasonWaveFailed: { wave: number; failed: number; counted: number; failurePct: number };
  reasonCampaignStopped: { why: string };
  statusWithReason: { status: string; why: string };
  eventCreated: { units: number; waves: number; skipped: number };
  eventLabelled: { label: string; text: string };
  eventAccepted: { label: string };
  eventStepWhy: { label: string; step: string; why: string };
  eventSent: { label: string; action: string };
  eventStopped: { why: string };
  eventDone: { verified: number; failed: number; skipped: number };
  eventWaveComplete: { wave: number; next: number };
  eventWaveCompleteSoak: { wave: number; next: number; minutes: number };
  reasonAlreadyOn: { version: string };
  reasonInOtherCampaign: { name: string };
  reasonPermissionRevoked: { permission: string };
  eventApproved: { name: string };
  createdBy: { name: string };
  formStartAtHint: { zone: string };
  startsAt: { at: string };
  approvedBy: { name: string };
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
  formChosen: {
    id: 'updates.formChosen',
    defaultMessage:
      '{chosen} of {matching} {matching, plural, other {units}} chosen · {acting} in {waves, plural, one {# wave} other {# waves}}',
  },
  formSkippedCount: { id: 'updates.formSkippedCount', defaultMessage: ' · {count} skipped' },
  formListedFirst: {
    id: 'updates.formListedFirst',
    defaultMessage:
      'The first {max} units are listed; the other {rest, number} are chosen too. Narrow the filters to pick them one by one.',
  },
  formNoPermissionUnit: {
    id: 'updates.formNoPermissionUnit',
    defaultMessage: 'No permission {permission} for this unit’s company',
  },
  formConfirmHint: { id: 'updates.formConfirmHint', defaultMessage: 'It sends to {count} units.' },
  formConfirmMismatch: {
    id: 'updates.formConfirmMismatch',
    defaultMessage: 'Type the name “{name}” to start {count} units.',
  },
  formNoneAllowed: {
    id: 'updates.formNoneAllowed',
    defaultMessage:
      'You do not have the {permission} permission for any of these units: a campaign cannot start.',
  },
  reasonRefused: { id: 'updates.reasonRefused', defaultMessage: 'Request refused: {message}' },
  reasonQuietHours: {
    id: 'updates.reasonQuietHours',
    defaultMessage: 'Quiet hours {hours} (unit’s local time)',
  },
  reasonBusy: { id: 'updates.reasonBusy', defaultMessage: 'already busy ({state})' },
  reasonNotSettled: { id: 'updates.reasonNotSettled', defaultMessage: 'not settled ({state})' },
  reasonErrorState: { id: 'updates.reasonErrorState', defaultMessage: 'Error state ({state})' },
  reasonRunsExpected: {
    id: 'updates.reasonRunsExpected',
    defaultMessage: 'Runs {version}, expected {expected}',
  },
  reasonRuns: { id: 'updates.reasonRuns', defaultMessage: 'Runs {version}' },
  reasonNotVerified: {
    id: 'updates.reasonNotVerified',
    defaultMessage: 'Not verified within {minutes} min',
  },
  reasonNotReadyInTime: {
    id: 'updates.reasonNotReadyInTime',
    defaultMessage: 'Not ready in time: {waiting}',
  },
  reasonWaveFailed: {
    id: 'updates.reasonWaveFailed',
    defaultMessage: 'Wave {wave}: {failed} of {counted} failed (more than {failurePct} %)',
  },
  reasonCampaignStopped: {
    id: 'updates.reasonCampaignStopped',
    defaultMessage: 'Campaign stopped: {why}',
  },
  statusWithReason: { id: 'updates.statusWithReason', defaultMessage: '{status}: {why}' },
  eventCreated: {
    id: 'updates.eventCreated',
    defaultMessage:
      'Created: {units} {units, plural, other {units}} in {waves} {waves, plural, other {waves}}{skipped, plural, =0 {} other {, {skipped} skipped before the start}}',
  },
  eventLabelled: { id: 'updates.eventLabelled', defaultMessage: '{label}: {text}' },
  eventAccepted: { id: 'updates.eventAccepted', defaultMessage: '{label}: request accepted' },
  eventStepWhy: { id: 'updates.eventStepWhy', defaultMessage: '{label}: {step} ({why})' },
  eventSent: { id: 'updates.eventSent', defaultMessage: '{label}: {action} sent' },
  eventStopped: { id: 'updates.eventStopped', defaultMessage: 'Stopped: {why}' },
  eventDone: {
    id: 'updates.eventDone',
    defaultMessage: 'Done: {verified} verified, {failed} failed, {skipped} skipped',
  },
  eventWaveComplete: {
    id: 'updates.eventWaveComplete',
    defaultMessage: 'Wave {wave} complete; wave {next} starts',
  },
  eventWaveCompleteSoak: {
    id: 'updates.eventWaveCompleteSoak',
    defaultMessage: 'Wave {wave} complete; wave {next} starts after {minutes} min soak',
  },
  reasonAlreadyOn: { id: 'updates.reasonAlreadyOn', defaultMessage: 'Already on {version}' },
  reasonInOtherCampaign: {
    id: 'updates.reasonInOtherCampaign',
    defaultMessage: 'In another running campaign ({name})',
  },
  reasonPermissionRevoked: {
    id: 'updates.reasonPermissionRevoked',
    defaultMessage: 'Permission {permission} revoked',
  },
  eventApproved: { id: 'updates.eventApproved', defaultMessage: 'Approved by {name}' },
  createdBy: { id: 'updates.createdBy', defaultMessage: 'Created by {name}.' },
  startsAt: { id: 'updates.startsAt', defaultMessage: ' Starts at {at}.' },
  approvedBy: { id: 'updates.approvedBy', defaultMessage: ' Approved by {name}.' },
  formStartAtHint: {
    id: 'updates.formStartAtHint',
    defaultMessage: 'Empty: at once. Your time zone ({zone}).',
  },
});

export const STATUS_MESSAGES = {
  'awaiting-approval': messages.statusAwaitingApproval,
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
  unknown: messages.stepUnknown,
} satisfies Record<UnitStep, unknown>;

/** Dates and clock times keep a 24-hour form in every language (English as before: en-GB). */
export const DATE_LOCALE = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE' } as const;

/** The form's validation messages, by the code campaign-plan.ts gives. */
export const FORM_ERROR_MESSAGES = {
  nameMissing: messages.formErrorNameMissing,
  nameTooLong: messages.formErrorNameTooLong,
  noUnits: messages.formErrorNoUnits,
  firstWave: messages.formErrorFirstWave,
  growth: messages.formErrorGrowth,
  maxBusy: messages.formErrorMaxBusy,
  soakMinutes: messages.formErrorSoakMinutes,
  failurePct: messages.formErrorFailurePct,
  quietHours: messages.formErrorQuietHours,
  waitMinutes: messages.formErrorWaitMinutes,
  expectedVersionTooLong: messages.formErrorExpectedVersionTooLong,
} satisfies Record<FormErrorCode, unknown>;
