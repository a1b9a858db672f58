import type { IDBPDatabase } from 'idb';
import {
  isActive,
  reduceCampaign,
  unitsToRead,
  type Campaign,
  type CampaignInput,
  type UnitReading,
} from '@/domain/campaigns/campaign-engine';
import { NOT_THERE } from '@/domain/campaigns/campaign-readings';
import type { Leadership } from '@/lib/leader';
import type { TabChannel } from '@/lib/tab-channel';
import { putCampaign, type CampaignsSchema } from './campaigns-db';

// The thin driver around the pure campaign reducer (docs/decisions.md#campaigns):
// the leader tab reads units, stores every change and only then sends; the other tabs receive
// its state and send it their Pause / Resume / Stop.

export type CampaignCommand = 'pause' | 'resume' | 'stop';

export type CampaignMessage =
  { type: 'state'; campaign: Campaign } | { type: 'command'; id: string; command: CampaignCommand };

export interface CampaignRunnerDeps {
  db: IDBPDatabase<CampaignsSchema> | null;
  leadership: Leadership;
  channel: TabChannel<CampaignMessage>;
  /**
   * A fresh read of the unit; null when it could not be read (tried again next round), 'gone'
   * when the service says it is not there for us (404/403): it then counts as not reachable, so
   * the reducer skips it after the campaign's wait window instead of the wave stalling on it.
   */
  read: (campaign: Campaign, guid: string) => Promise<UnitReading | 'gone' | null>;
  /** Sends the campaign's action to the unit, once; never retried. */
  send: (campaign: Campaign, guid: string) => Promise<{ ok: boolean; message?: string }>;
  now: () => number;
  roundMs: number;
  readEveryMs: number;
}

export function createCampaignRunner(deps: CampaignRunnerDeps) {
  const { db, leadership, channel, now } = deps;
  let campaigns = new Map<string, Campaign>();
  let list: Campaign[] = [];
  const listeners = new Set<() => void>();
  let chain: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | undefined;
  let rounding = false;
  let closed = false;
  let leading = false;
  // Without Web Locks every tab would think it leads: no tab sends (the page says why).
  const canLead = leadership.supported;

  const changed = () => {
    list = [...campaigns.values()].sort((a, b) => b.createdAt - a.createdAt);
    listeners.forEach((l) => l());
  };
  /** Every change goes through one queue: a read, an answer and a click never interleave. */
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };

  /** Only ever called through serial(): a load never replaces the map in the middle of a step. */
  async function load() {
    if (!db || closed) return;
    const stored = await db.getAll('campaigns').catch(() => [] as Campaign[]);
    campaigns = new Map(stored.map((c) => [c.id, c]));
    changed();
  }

  async function apply(id: string, input: CampaignInput): Promise<void> {
    const send = await serial(async () => {
      if (closed) return [];
      const c = campaigns.get(id);
      if (!c) return [];
      const step = reduceCampaign(c, input);
      if (step.campaign === c) return [];
      campaigns.set(id, step.campaign);
      changed();
      try {
        // The sending mark is stored before the request leaves: a reload verifies, never resends.
        if (db) await putCampaign(db, step.campaign, step.send.length > 0);
      } catch {
        channel.post({ type: 'state', campaign: step.campaign });
        return step.send.map((guid) => ({ guid, stored: false }));
      }
      channel.post({ type: 'state', campaign: step.campaign });
      return step.send.map((guid) => ({ guid, stored: true }));
    });
    for (const { guid, stored } of send) {
      if (!stored) {
        void apply(id, {
          type: 'answer',
          at: now(),
          guid,
          ok: false,
          message: 'not sent: the browser could not store the campaign',
        });
        continue;
      }
      void (async () => {
        const c = campaigns.get(id);
        // Closed (signed out, tab going) between the stored mark and here: a reload verifies it.
        if (!c || closed) return;
        const answer = await deps.send(c, guid).catch((e: unknown) => ({
          ok: false,
          message: e instanceof Error ? e.message : 'the request failed',
        }));
        await apply(id, { type: 'answer', at: now(), guid, ...answer });
      })();
    }
  }

  async function round() {
    if (rounding || closed || !leading || !leadership.isLeader()) return;
    rounding = true;
    try {
      for (const c of [...campaigns.values()]) {
        if (!isActive(c)) continue;
        await apply(c.id, { type: 'tick', at: now() });
        const latest = campaigns.get(c.id)!;
        const guids = unitsToRead(latest, now(), deps.readEveryMs);
        const readings = await Promise.all(
          guids.map((g) => deps.read(latest, g).catch(() => null)),
        );
        for (const [i, read] of readings.entries()) {
          if (closed) return;
          const reading = read === 'gone' ? NOT_THERE : read;
          if (reading) await apply(c.id, { type: 'read', at: now(), guid: guids[i]!, reading });
        }
      }
    } finally {
      rounding = false;
    }
  }

  const offChannel = channel.subscribe((message) => {
    if (message.type === 'state') {
      void serial(async () => {
        // The leader owns its campaigns; from another tab it only takes a new one.
        if (closed || (leading && campaigns.has(message.campaign.id))) return;
        const isNew = !campaigns.has(message.campaign.id);
        campaigns.set(message.campaign.id, message.campaign);
        changed();
        if (isNew && leading) void round();
      });
    } else if (leading) {
      void apply(message.id, { type: message.command, at: now() });
    }
  });

  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  // One load at start; a later leadership (another tab closed) reloads through the same queue.
  const initial = serial(load);
  let firstLead = true;
  const lead = (leader: boolean) => {
    // Called from the subscription and after the first load: only a change does anything.
    if (closed || !canLead || leader === leading) return;
    leading = leader;
    stopTimer();
    if (!leader) return;
    // A new leader starts from what is stored: the last leader wrote every change there.
    const ready = firstLead ? initial : serial(load);
    firstLead = false;
    void ready.then(() => {
      if (closed || !leading || timer) return;
      timer = setInterval(() => void round(), deps.roundMs);
      void round();
    });
  };
  const offLeader = leadership.subscribe(lead);
  void initial.then(() => lead(leadership.isLeader()));

  return {
    getState: () => list,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLeader: () => leading,
    /** False without Web Locks: campaigns are shown but never run (the page says why). */
    canRun: canLead,
    async create(campaign: Campaign) {
      await serial(async () => {
        campaigns.set(campaign.id, campaign);
        changed();
        await db?.put('campaigns', campaign);
        channel.post({ type: 'state', campaign });
      });
      if (leading) void round();
    },
    command(id: string, command: CampaignCommand) {
      if (leading) void apply(id, { type: command, at: now() });
      else channel.post({ type: 'command', id, command });
    },
    close() {
      closed = true;
      leading = false;
      stopTimer();
      offChannel();
      offLeader();
      listeners.clear();
    },
  };
}

export type CampaignRunner = ReturnType<typeof createCampaignRunner>;
