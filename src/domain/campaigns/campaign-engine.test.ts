import { describe, expect, it } from 'vitest';
import {
  createCampaign,
  reduceCampaign,
  stepCounts,
  unitsToRead,
  type Campaign,
  type CampaignInput,
  type UnitReading,
} from './campaign-engine.ts';
import { DEFAULT_SETTINGS, planUnits, type CampaignSettings } from './campaign-plan.ts';

const T0 = Date.UTC(2026, 0, 15, 12, 0);
const MIN = 60_000;

function campaign(count: number, settings: Partial<CampaignSettings> = {}, zones: string[] = []) {
  const units = Array.from({ length: count }, (_, i) => ({
    guid: `u${i + 1}`,
    label: `S${i + 1}`,
    companyGuids: ['c1'],
    zone: zones[i] ? { timezone: zones[i] } : undefined,
  }));
  const s: CampaignSettings = { ...DEFAULT_SETTINGS, verifyMs: 10 * MIN, soakMs: 0, ...settings };
  return createCampaign({
    id: 'c',
    name: 'Test',
    at: T0,
    company: undefined,
    settings: s,
    units: planUnits(units, s, new Set(['c1']), undefined, 'controller.update'),
  });
}

const standBy = (version = '4.9.0', boots = 3): UnitReading => ({
  state: 'stand-by',
  version,
  boots,
});
const reading = (state: UnitReading['state'], version = '4.9.0', boots = 3): UnitReading => ({
  state,
  version,
  boots,
});

/** Applies inputs in order; returns the campaign and every unit sent, in order. */
function run(c: Campaign, inputs: CampaignInput[]) {
  const sent: string[] = [];
  for (const input of inputs) {
    const step = reduceCampaign(c, input);
    sent.push(...step.send);
    c = step.campaign;
  }
  return { c, sent };
}
const read = (guid: string, r: UnitReading, at = T0): CampaignInput => ({
  type: 'read',
  at,
  guid,
  reading: r,
});
const stepOf = (c: Campaign, guid: string) => c.units.find((u) => u.guid === guid)!.step;

describe('sending: exactly one request per unit', () => {
  it('a settled unit of the current wave with a free slot is marked sent, once', () => {
    const { c, sent } = run(campaign(2, { firstWave: 2 }), [
      read('u1', standBy()),
      read('u1', standBy()),
      read('u1', reading('controller-copy-files')),
      read('u1', standBy('4.10.0')),
      read('u1', standBy('4.10.0')),
    ]);
    expect(sent).toEqual(['u1']);
    expect(stepOf(c, 'u1')).toBe('verified');
  });

  it.each<[string, UnitReading, string]>([
    ['offline', reading('offline'), 'offline'],
    ['in a session', reading('in-session'), 'not settled (in-session)'],
    [
      'already updating',
      reading('controller-online-update'),
      'already busy (controller-online-update)',
    ],
    ['in an error', reading('controller-error'), 'not settled (controller-error)'],
  ])('a unit %s waits (read again, not sent)', (_name, r, reason) => {
    const { c, sent } = run(campaign(1), [read('u1', r)]);
    expect(sent).toEqual([]);
    expect(c.units[0]).toMatchObject({ step: 'waiting', reason, waitingSince: T0 });
    // Settled later: sent then.
    const later = run(c, [read('u1', standBy(), T0 + MIN)]);
    expect(later.sent).toEqual(['u1']);
  });

  it('a cleaning unit counts as settled', () => {
    expect(run(campaign(1), [read('u1', reading('cleaning'))]).sent).toEqual(['u1']);
  });

  it('a waiting unit is skipped with its reason when the window ends, never sent', () => {
    const { c, sent } = run(campaign(1, { waitMs: 30 * MIN }), [
      read('u1', reading('offline')),
      { type: 'tick', at: T0 + 31 * MIN },
      read('u1', standBy(), T0 + 32 * MIN),
    ]);
    expect(sent).toEqual([]);
    expect(c.units[0]).toMatchObject({ step: 'skipped', reason: 'Not ready in time: offline' });
  });

  it('never more than K units busy at once', () => {
    const { c, sent } = run(campaign(4, { firstWave: 4, maxBusy: 2 }), [
      read('u1', standBy()),
      read('u2', standBy()),
      read('u3', standBy()),
      read('u4', standBy()),
    ]);
    expect(sent).toEqual(['u1', 'u2']);
    expect(stepCounts(c)).toMatchObject({ sent: 2, queued: 2 });
    expect(unitsToRead(c, T0 + 5000, 1000)).toEqual(['u1', 'u2']);
    // One verified frees a slot for the next.
    const next = run(c, [
      read('u1', standBy('4.10.0'), T0 + 5000),
      read('u3', standBy(), T0 + 5000),
    ]);
    expect(next.sent).toEqual(['u3']);
  });

  it('a stored "sent" without answer (a reload) is read and verified, never sent again', () => {
    const { c } = run(campaign(1), [read('u1', standBy())]);
    const reloaded: Campaign = JSON.parse(JSON.stringify(c)) as Campaign;
    expect(reloaded.units[0]).toMatchObject({ step: 'sent', answered: false });
    expect(unitsToRead(reloaded, T0 + 1000, 1000)).toEqual(['u1']);
    const after = run(reloaded, [
      read('u1', standBy(), T0 + 2000),
      read('u1', standBy('4.10.0'), T0 + 4000),
    ]);
    expect(after.sent).toEqual([]);
    expect(stepOf(after.c, 'u1')).toBe('verified');
  });
});

describe('answers and verification', () => {
  const sentOne = (settings: Partial<CampaignSettings> = {}) =>
    run(campaign(2, { firstWave: 2, failurePct: 100, ...settings }), [read('u1', standBy())]).c;

  it('a 2xx marks the request accepted; the step stays sent', () => {
    const { c } = run(sentOne(), [{ type: 'answer', at: T0, guid: 'u1', ok: true }]);
    expect(c.units[0]).toMatchObject({ step: 'sent', answered: true });
  });
  it('a non-2xx fails the unit with the message; nothing is re-sent', () => {
    const { c, sent } = run(sentOne(), [
      { type: 'answer', at: T0, guid: 'u1', ok: false, message: 'HTTP 409: busy' },
      read('u1', standBy(), T0 + 1000),
    ]);
    expect(sent).toEqual([]);
    expect(c.units[0]).toMatchObject({ step: 'failed', reason: 'Request refused: HTTP 409: busy' });
  });
  it.each<[string, UnitReading[], string, string | undefined]>([
    ['busy → updating', [reading('controller-copy-files')], 'updating', undefined],
    [
      'new version, settled → verified',
      [reading('controller-powerup', '4.10.0'), standBy('4.10.0')],
      'verified',
      'Runs 4.10.0',
    ],
    ['same version, settled → still sent', [standBy()], 'sent', undefined],
    [
      'error state → failed',
      [reading('controller-error')],
      'failed',
      'Error state (controller-error)',
    ],
    [
      'controller timeout → failed',
      [reading('controller-timeout')],
      'failed',
      'Error state (controller-timeout)',
    ],
  ])('update: %s', (_name, reads, step, reason) => {
    const { c } = run(
      sentOne(),
      reads.map((r, i) => read('u1', r, T0 + (i + 1) * 1000)),
    );
    expect(c.units[0]!.step).toBe(step);
    if (reason) expect(c.units[0]!.reason).toBe(reason);
  });
  it('update with an expected version: another version fails', () => {
    const { c } = run(sentOne({ expectedVersion: '5.0.0' }), [
      read('u1', standBy('4.10.0'), T0 + 1000),
    ]);
    expect(c.units[0]).toMatchObject({ step: 'failed', reason: 'Runs 4.10.0, expected 5.0.0' });
    const ok = run(sentOne({ expectedVersion: '4.10.0' }), [
      read('u1', standBy('4.10.0'), T0 + 1000),
    ]);
    expect(stepOf(ok.c, 'u1')).toBe('verified');
  });
  it('reset: settled again after being seen busy, or after a new boot log', () => {
    const busy = run(sentOne({ action: 'reset' }), [
      read('u1', reading('controller-powerup'), T0 + 1000),
      read('u1', standBy(), T0 + 2000),
    ]);
    expect(stepOf(busy.c, 'u1')).toBe('verified');
    const boot = run(sentOne({ action: 'reset' }), [read('u1', standBy('4.9.0', 4), T0 + 1000)]);
    expect(stepOf(boot.c, 'u1')).toBe('verified');
    const nothing = run(sentOne({ action: 'reset' }), [read('u1', standBy(), T0 + 1000)]);
    expect(stepOf(nothing.c, 'u1')).toBe('sent');
  });
  it('no verification within campaignVerifyMs → failed', () => {
    const { c } = run(sentOne(), [{ type: 'tick', at: T0 + 10 * MIN + 1 }]);
    expect(c.units[0]).toMatchObject({ step: 'failed', reason: 'Not verified within 10 min' });
  });
});

describe('waves, soak and the failure threshold', () => {
  const verifyAll = (guids: string[], at: number): CampaignInput[] =>
    guids.flatMap((g) => [read(g, standBy(), at), read(g, standBy('4.10.0'), at + 1000)]);

  it('a 2-wave campaign: the second wave waits for the first and its soak', () => {
    const first = run(campaign(6, { firstWave: 2, growth: 2, maxBusy: 2, soakMs: 5 * MIN }), [
      read('u3', standBy()),
    ]);
    expect(first.sent).toEqual([]); // u3 is in wave 2
    let c = first.c;
    expect(c.waveCount).toBe(2);
    ({ c } = run(c, verifyAll(['u1', 'u2'], T0)));
    expect(c.wave).toBe(1);
    expect(c.waveStartsAt).toBe(T0 + 1000 + 5 * MIN);
    expect(unitsToRead(c, T0 + 2 * MIN, 1000)).toEqual([]);
    expect(run(c, [read('u3', standBy(), T0 + 2 * MIN)]).sent).toEqual([]);
    // Least recently read first: u3 was read (too early) before.
    expect(unitsToRead(c, T0 + 6 * MIN, 1000)).toEqual(['u4', 'u5']);
    ({ c } = run(c, [
      ...verifyAll(['u3', 'u4'], T0 + 6 * MIN),
      ...verifyAll(['u5', 'u6'], T0 + 7 * MIN),
    ]));
    expect(c.status).toBe('done');
    expect(stepCounts(c)).toMatchObject({ verified: 6 });
    expect(c.events.at(-1)!.text).toBe('Done: 6 verified, 0 failed, 0 skipped');
  });

  it('more than F % failed in a wave stops the campaign; units not sent are skipped', () => {
    const { c, sent } = run(campaign(6, { firstWave: 2, maxBusy: 2, failurePct: 40 }), [
      read('u1', standBy()),
      read('u2', standBy()),
      { type: 'answer', at: T0, guid: 'u1', ok: false, message: 'HTTP 500' },
      read('u3', standBy(), T0 + 1000),
    ]);
    expect(sent).toEqual(['u1', 'u2']);
    expect(c.status).toBe('stopped');
    expect(c.statusReason).toBe('Wave 1: 1 of 2 failed (more than 40 %)');
    expect(stepOf(c, 'u2')).toBe('sent'); // already sent: followed to its end
    expect(stepCounts(c)).toMatchObject({ failed: 1, sent: 1, skipped: 4 });
    const end = run(c, [read('u2', standBy('4.10.0'), T0 + 2000)]);
    expect(stepOf(end.c, 'u2')).toBe('verified');
  });

  it('exactly F % failed does not stop', () => {
    const { c } = run(campaign(4, { firstWave: 2, maxBusy: 2, failurePct: 50 }), [
      read('u1', standBy()),
      read('u2', standBy()),
      { type: 'answer', at: T0, guid: 'u1', ok: false },
      read('u2', standBy('4.10.0'), T0 + 1000),
    ]);
    expect(c.status).toBe('running');
    expect(c.wave).toBe(1);
  });

  it('units skipped for permission do not count and an all-skipped campaign is done', () => {
    const c = createCampaign({
      id: 'c',
      name: 'x',
      at: T0,
      company: undefined,
      settings: { ...DEFAULT_SETTINGS, verifyMs: MIN },
      units: planUnits(
        [{ guid: 'a', label: 'A', companyGuids: ['c2'], zone: undefined }],
        DEFAULT_SETTINGS,
        new Set(['c1']),
        undefined,
        'controller.update',
      ),
    });
    expect(c.status).toBe('done');
    expect(c.units[0]!.step).toBe('skipped');
  });
});

describe('quiet hours', () => {
  // 12:00 UTC: 21:00 in Tokyo (quiet 20–08), 13:00 in Amsterdam.
  it('a unit in its local quiet hours waits without being read; the others are sent', () => {
    const c = campaign(
      2,
      { firstWave: 2, failurePct: 100, quietHours: { from: 20 * 60, to: 8 * 60 } },
      ['Asia/Tokyo', 'Europe/Amsterdam'],
    );
    expect(unitsToRead(c, T0, 1000)).toEqual(['u2']);
    const { c: next, sent } = run(c, [read('u1', standBy()), read('u2', standBy())]);
    expect(sent).toEqual(['u2']);
    expect(next.units[0]).toMatchObject({
      step: 'waiting',
      reason: 'Quiet hours 20:00–08:00 (unit’s local time)',
    });
    // Quiet hours never end the window: the unit is not skipped for them.
    expect(stepOf(run(next, [{ type: 'tick', at: T0 + 5 * 3_600_000 }]).c, 'u1')).toBe('waiting');
    // 23:00 UTC = 08:00 in Tokyo: sent.
    expect(run(next, [read('u1', standBy(), Date.UTC(2026, 0, 15, 23, 0))]).sent).toEqual(['u1']);
  });
});

describe('quiet hours across time zones, driven by ticks', () => {
  const quiet = { from: 20 * 60, to: 8 * 60 };
  const zones = ['Asia/Tokyo', 'America/New_York', 'Europe/Amsterdam'];
  it.each([
    // 14:00 UTC: 23:00 Tokyo, 09:00 New York, 15:00 Amsterdam.
    [Date.UTC(2026, 0, 15, 14, 0), ['waiting', 'queued', 'queued']],
    // 02:00 UTC: 11:00 Tokyo, 21:00 New York, 03:00 Amsterdam.
    [Date.UTC(2026, 0, 16, 2, 0), ['queued', 'waiting', 'waiting']],
    // 09:00 UTC in July: 18:00 Tokyo, 05:00 New York (daylight time), 11:00 Amsterdam.
    [Date.UTC(2026, 6, 15, 9, 0), ['queued', 'waiting', 'queued']],
  ])('a tick at %i marks the units inside their quiet hours waiting: %j', (at, steps) => {
    const c = { ...campaign(3, { firstWave: 3, quietHours: quiet }, zones), waveStartsAt: at };
    const next = reduceCampaign(c, { type: 'tick', at }).campaign;
    expect(next.units.map((u) => u.step)).toEqual(steps);
    const waiting = next.units.filter((u) => u.step === 'waiting');
    expect(new Set(waiting.map((u) => u.reason))).toEqual(
      new Set(['Quiet hours 20:00–08:00 (unit’s local time)']),
    );
    // They are not read (so not sent) while quiet; the others are.
    expect(unitsToRead(next, at, 1000).sort()).toEqual(
      next.units.filter((u) => u.step === 'queued').map((u) => u.guid),
    );
    expect(next.events.filter((e) => e.text.includes('Quiet hours'))).toHaveLength(waiting.length);
    // A second tick changes nothing and logs nothing new.
    expect(reduceCampaign(next, { type: 'tick', at: at + 1000 }).campaign).toBe(next);
  });
  it('the wait per unit starts again after quiet hours: a unit offline before them is not skipped at their end', () => {
    const c = campaign(1, { firstWave: 1, quietHours: quiet, waitMs: 60 * MIN }, ['Asia/Tokyo']);
    // 10:00 UTC = 19:00 Tokyo: offline, waiting since then.
    const t1 = Date.UTC(2026, 0, 15, 10, 0);
    let next = run({ ...c, waveStartsAt: t1 }, [read('u1', reading('offline'), t1)]).c;
    expect(next.units[0]).toMatchObject({ step: 'waiting', reason: 'offline', waitingSince: t1 });
    // 20:30 Tokyo: quiet, the window is set aside.
    next = run(next, [{ type: 'tick', at: t1 + 90 * MIN }]).c;
    expect(next.units[0]).toMatchObject({ step: 'waiting', waitingSince: undefined });
    // 08:00 Tokyo (23:00 UTC): quiet hours over; read offline again → a new window, not skipped.
    const t2 = Date.UTC(2026, 0, 15, 23, 0);
    next = run(next, [read('u1', reading('offline'), t2)]).c;
    expect(next.units[0]).toMatchObject({ step: 'waiting', reason: 'offline', waitingSince: t2 });
    expect(run(next, [{ type: 'tick', at: t2 + 61 * MIN }]).c.units[0]!.step).toBe('skipped');
  });
});

describe('Pause, Resume, Stop', () => {
  it('Pause holds sends, Resume continues', () => {
    let { c, sent } = run(campaign(2, { firstWave: 2 }), [
      { type: 'pause', at: T0 },
      read('u1', standBy()),
    ]);
    expect(c.status).toBe('paused');
    expect(sent).toEqual([]);
    expect(unitsToRead(c, T0 + 5000, 1000)).toEqual([]);
    ({ c, sent } = run(c, [{ type: 'resume', at: T0 + 6000 }, read('u1', standBy(), T0 + 7000)]));
    expect(c.status).toBe('running');
    expect(sent).toEqual(['u1']);
  });
  it('a paused campaign still follows what was sent', () => {
    const { c } = run(campaign(2, { firstWave: 2 }), [
      read('u1', standBy()),
      { type: 'pause', at: T0 },
    ]);
    expect(unitsToRead(c, T0 + 5000, 1000)).toEqual(['u1']);
    expect(stepOf(run(c, [read('u1', standBy('4.10.0'), T0 + 5000)]).c, 'u1')).toBe('verified');
  });
  it('Stop skips every unit not yet sent; a sent one goes on', () => {
    const { c, sent } = run(campaign(3, { firstWave: 3 }), [
      read('u1', standBy()),
      read('u2', reading('offline')),
      { type: 'stop', at: T0 + 1000 },
      read('u3', standBy(), T0 + 2000),
    ]);
    expect(sent).toEqual(['u1']);
    expect(c.status).toBe('stopped');
    expect(c.units.map((u) => [u.step, u.reason])).toEqual([
      ['sent', undefined],
      ['skipped', 'Stopped by the user'],
      ['skipped', 'Stopped by the user'],
    ]);
  });
  it.each<[CampaignInput['type'], string]>([
    ['resume', 'running'],
    ['pause', 'stopped'],
    ['stop', 'done'],
  ])('%s is ignored when the campaign is %s', (type, status) => {
    const c = { ...campaign(1), status: status as Campaign['status'] };
    expect(reduceCampaign(c, { type, at: T0 } as CampaignInput).campaign.status).toBe(status);
  });
});
