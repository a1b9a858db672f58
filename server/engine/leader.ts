// Holding the leader lease: renewed every interval/4 with a TTL of 1.25 intervals, so when the
// leader dies its lease ends within 1.25 intervals and a follower (trying every interval/4) takes
// over within 1.5 intervals of the death (server/engine/README.md: within two).
import type { Kysely } from 'kysely';
import { acquireLease, releaseLease } from './storage/lease.ts';
import type { Database } from './storage/schema.ts';

export const LEADER_LEASE = 'leader';

export class Leadership {
  /** Local time until which this process may act as leader (a margin inside the lease). */
  private until = 0;

  constructor(
    private readonly db: Kysely<Database>,
    readonly holder: string,
    private readonly intervalMs: number,
  ) {}

  get ttlMs(): number {
    return Math.round(this.intervalMs * 1.25);
  }

  get renewEveryMs(): number {
    return Math.max(50, Math.round(this.intervalMs / 4));
  }

  isLeader(): boolean {
    return Date.now() < this.until;
  }

  /** One attempt to take or renew; returns whether this process is leader afterwards. */
  async tick(): Promise<boolean> {
    const started = Date.now();
    try {
      const held = await acquireLease(this.db, LEADER_LEASE, this.holder, this.ttlMs);
      // Measured from before the call (the row's expiry is later), less 5% for clock rates.
      this.until = held ? started + this.ttlMs * 0.95 : 0;
    } catch (error) {
      console.error('[engine] lease check failed:', error instanceof Error ? error.message : error);
      if (!this.isLeader()) this.until = 0;
    }
    return this.isLeader();
  }

  async release(): Promise<void> {
    const was = this.until > 0;
    this.until = 0;
    if (was) await releaseLease(this.db, LEADER_LEASE, this.holder).catch(() => undefined);
  }
}
