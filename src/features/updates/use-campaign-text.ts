import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useStateText } from '@/components/ui/state/use-state-text';
import type { CampaignEvent, CampaignUnit, UnitStep } from '@/domain/campaigns/campaign-engine';
import type { CampaignEventWhat, CampaignReason } from '@/domain/campaigns/campaign-reasons';
import type { DerivedStateName } from '@/domain/equipment/equipment-state';
import { messages, STEP_MESSAGES, valueMessages } from './messages';

/**
 * The engine's reasons and event log in the language on screen. A campaign stored before the
 * codes existed has only the English text: that is shown as it is.
 */
export function useCampaignText() {
  const intl = useIntl();
  const stateText = useStateText();
  return useMemo(() => {
    const t = intl.formatMessage;
    // The state's name, as the badge says it, in every language ("already busy (In session)");
    // the CSV file keeps the code (src/domain/campaigns/campaign-reasons.ts).
    const state = (s: DerivedStateName) => stateText.name(s);
    const version = (v: string | null | undefined) => v ?? t(messages.reasonNothing);
    const step = (s: string) => (s in STEP_MESSAGES ? t(STEP_MESSAGES[s as UnitStep]) : s);
    const reason = (r: CampaignReason): string => {
      switch (r.code) {
        case 'noPermission':
          return t(valueMessages.formNoPermissionUnit, { permission: r.permission });
        case 'refused':
          return t(valueMessages.reasonRefused, {
            message: r.message ?? t(messages.reasonRequestFailed),
          });
        case 'quietHours':
          return t(valueMessages.reasonQuietHours, { hours: r.hours });
        case 'offline':
          return t(messages.reasonOffline);
        case 'busy':
          return t(valueMessages.reasonBusy, { state: state(r.state) });
        case 'notSettled':
          return t(valueMessages.reasonNotSettled, { state: state(r.state) });
        case 'errorState':
          return t(valueMessages.reasonErrorState, { state: state(r.state) });
        case 'runsExpected':
          return t(valueMessages.reasonRunsExpected, {
            version: version(r.version),
            expected: r.expected,
          });
        case 'runs':
          return t(valueMessages.reasonRuns, { version: version(r.version) });
        case 'backSettled':
          return t(messages.reasonBackSettled);
        case 'notVerified':
          return t(valueMessages.reasonNotVerified, { minutes: r.minutes });
        case 'notReadyInTime':
          return t(valueMessages.reasonNotReadyInTime, {
            waiting: r.waiting ? reason(r.waiting) : t(STEP_MESSAGES.waiting),
          });
        case 'stoppedByUser':
          return t(messages.reasonStoppedByUser);
        case 'waveFailed':
          return t(valueMessages.reasonWaveFailed, {
            wave: r.wave,
            failed: r.failed,
            counted: r.counted,
            failurePct: r.failurePct,
          });
        case 'campaignStopped':
          return t(valueMessages.reasonCampaignStopped, { why: reason(r.why) });
        case 'alreadyOn':
          return t(valueMessages.reasonAlreadyOn, { version: r.version });
        case 'unknownNotSent':
          return t(messages.reasonUnknownNotSent);
        case 'inOtherCampaign':
          return t(valueMessages.reasonInOtherCampaign, { name: r.name });
        case 'permissionRevoked':
          return t(valueMessages.reasonPermissionRevoked, { permission: r.permission });
      }
    };
    const event = (e: CampaignEventWhat): string => {
      switch (e.code) {
        case 'created':
          return t(valueMessages.eventCreated, {
            units: e.units,
            waves: e.waves,
            skipped: e.skipped,
          });
        case 'paused':
          return t(messages.eventPaused);
        case 'resumed':
          return t(messages.eventResumed);
        case 'stoppedByUser':
          return t(messages.eventStoppedByUser);
        case 'accepted':
          return t(valueMessages.eventAccepted, { label: e.label });
        case 'refused':
          return t(valueMessages.eventLabelled, { label: e.label, text: reason(e.why) });
        case 'step':
          return e.why
            ? t(valueMessages.eventStepWhy, {
                label: e.label,
                step: step(e.step),
                why: reason(e.why),
              })
            : t(valueMessages.eventLabelled, { label: e.label, text: step(e.step) });
        case 'sent':
          return t(valueMessages.eventSent, {
            label: e.label,
            action: t(e.action === 'update' ? messages.actionCodeUpdate : messages.actionCodeReset),
          });
        case 'stopped':
          return t(valueMessages.eventStopped, { why: reason(e.why) });
        case 'done':
          return t(valueMessages.eventDone, {
            verified: e.verified,
            failed: e.failed,
            skipped: e.skipped,
          });
        case 'waveComplete':
          return e.soakMinutes > 0
            ? t(valueMessages.eventWaveCompleteSoak, {
                wave: e.wave,
                next: e.wave + 1,
                minutes: e.soakMinutes,
              })
            : t(valueMessages.eventWaveComplete, { wave: e.wave, next: e.wave + 1 });
        case 'approved':
          return t(valueMessages.eventApproved, { name: e.name });
      }
    };
    return {
      reason,
      unitReason: (u: CampaignUnit) => (u.why ? reason(u.why) : (u.reason ?? '')),
      eventText: (e: CampaignEvent) => (e.what ? event(e.what) : e.text),
    };
  }, [intl, stateText]);
}
