import { useIdentity } from '@/api/auth';
import { ApiError } from '@/api/api-error';
import { fetchEquipment } from '@/api/equipment';
import { resetController, startControllerUpdate } from '@/api/equipment-mutations';
import { getRuntimeConfig } from '@/config/runtime-config';
import { deriveEquipmentState } from '@/domain/equipment/equipment-state';
import { identityKey } from '@/lib/identity-key';
import { useLeaderSession } from '@/lib/use-leader-session';
import { createCampaignRunner, type CampaignMessage } from './campaign-runner';
import { campaignSessionStore } from './campaign-session';
import { campaignsDb, type CampaignsSchema } from './campaigns-db';

// docs/decisions.md#campaigns: mounted on every page while signed in, so a
// campaign goes on whichever page its runner tab shows; one tab per identity runs them.

const ROUND_MS = 1000;

export function CampaignsHost() {
  const identity = useIdentity();
  const key = identityKey(identity.data);

  useLeaderSession<CampaignsSchema, CampaignMessage>(key, {
    database: campaignsDb,
    name: 'campaigns',
    start: ({ db, problem, leadership, channel }) => {
      const { pollIntervalsMs, offlineAfterMs, stateCodes } = getRuntimeConfig();
      const runner = createCampaignRunner({
        db,
        leadership,
        channel,
        now: Date.now,
        roundMs: ROUND_MS,
        readEveryMs: Math.min(pollIntervalsMs.actionProgress, 5000),
        read: async (campaign, guid) => {
          const eq = await fetchEquipment(guid, campaign.company).catch((e: unknown) => {
            // Not there for us (removed, or no longer our company's): skipped after the window.
            if (e instanceof ApiError && (e.status === 404 || e.status === 403)) return null;
            throw e;
          });
          if (!eq) return 'gone';
          return {
            state: deriveEquipmentState(eq, { now: Date.now(), offlineAfterMs, stateCodes }).state,
            version: eq.controller?.release?.version,
            boots: eq.controller?.logs?.boot ?? undefined,
          };
        },
        send: async (campaign, guid) => {
          const action =
            campaign.settings.action === 'update' ? startControllerUpdate : resetController;
          try {
            await action(guid, campaign.company);
            return { ok: true };
          } catch (e) {
            // Without a message of its own the screen says "the request failed" in its language.
            return { ok: false, message: e instanceof Error ? e.message : undefined };
          }
        },
      });
      campaignSessionStore.set({ runner, problem });
      return () => runner.close();
    },
    stop: () => campaignSessionStore.set(null),
  });

  return null;
}
