import { describe, expect, it } from 'vitest';
import { commandCampaign, retryCampaign } from '../campaigns/campaign-commands.ts';
import { createEngineCampaign } from '../campaigns/campaign-create.ts';
import { createCampaignMutator } from '../campaigns/campaign-mutator.ts';
import { loadCampaign } from '../campaigns/campaign-store.ts';
import { ALL, caller, campaignWorld, form } from '../campaigns/campaign-test-kit.ts';
import { createCampaignRunner } from './campaign-runner.ts';

const MIN = 60_000;
let world: Awaited<ReturnType<typeof campaignWorld>>;

const alice = caller('alice', { c1: ALL });
const bob = caller('bob', { c1: ALL });

function runner() {
  const mutator = createCampaignMutator(world.deps);
  return { mutator, runner: createCampaignRunner(world.deps, mutator, { readEveryMs: 0 }) };
}

async function create(over: Partial<Parameters<typeof createEngineCampaign>[2]> = {}) {
  const made = await createEngineCampaign(
    world.deps,
    alice,
    {
      form: form('Spring'),
      unitGuids: ['u1', 'u2', 'u3', 'u4'],
      company: undefined,
      startsAt: undefined,
      needsApproval: false,
      ...over,
    },
    10 * MIN,
  );
  if (!('id' in made)) throw new Error(made.reason);
  return made.id;
}

/** Runs rounds (a second apart) until the campaign is done or stopped, or `max` rounds. */
async function rounds(
  run: { run(): Promise<void>; settled(): Promise<void> },
  id: string,
  max = 30,
) {
  for (let i = 0; i < max; i++) {
    await run.run();
    await run.settled();
    world.clock.now += 1000;
    const c = (await loadCampaign(world.deps.db, id))!.campaign;
    if (c.status === 'done' || c.status === 'stopped') return c;
  }
  return (await loadCampaign(world.deps.db, id))!.campaign;
}

const steps = (c: { units: { guid: string; step: string }[] }) =>
  Object.fromEntries(c.units.map((u) => [u.guid, u.step]));

describe('campaign runner on the engine', { timeout: 60_000 }, () => {
  it('runs a campaign to the end with exactly one command per unit, every step audited', async () => {
    world = await campaignWorld({ c1: ['u1', 'u2', 'u3', 'u4'] });
    const id = await create();
    const c = await rounds(runner().runner, id);
    expect(c.status).toBe('done');
    expect(steps(c)).toEqual({ u1: 'verified', u2: 'verified', u3: 'verified', u4: 'verified' });
    expect([...world.fake.received.values()]).toEqual([1, 1, 1, 1]);
    const actions = await world.deps.db.selectFrom('audit_log').select('action').execute();
    expect(actions.filter((a) => a.action === 'controller.update')).toHaveLength(4);
    expect(actions.filter((a) => a.action === 'campaign.send')).toHaveLength(4);
    expect(await world.deps.audit.verify()).toEqual({ ok: true, count: 9 });
  });

  it('after a crash between the intent and the answer, a restart verifies and never re-sends', async () => {
    world = await campaignWorld({ c1: ['u1', 'u2', 'u3', 'u4'] });
    // u1's request reached the unit, u2's never left; neither answer comes back.
    world.fake.hang.set('u1', { apply: true });
    world.fake.hang.set('u2', { apply: false });
    const id = await create();
    const first = runner();
    await first.runner.run();
    const mid = (await loadCampaign(world.deps.db, id))!.campaign;
    expect(steps(mid)).toMatchObject({ u1: 'sent', u2: 'sent' });
    // The process dies: a new one (new runner, nothing in memory) starts on the same database.
    world.fake.hang.clear();
    const c = await rounds(runner().runner, id);
    expect(c.status).toBe('done');
    expect(steps(c)).toEqual({ u1: 'verified', u2: 'unknown', u3: 'verified', u4: 'verified' });
    expect(c.units.find((u) => u.guid === 'u2')!.reason).toBe('Unknown: not sent again');
    expect(Object.fromEntries(world.fake.received)).toEqual({ u1: 1, u3: 1, u4: 1 });
  });

  it('waits for a second person’s approval; the creator’s own is refused', async () => {
    world = await campaignWorld({ c1: ['u1', 'u2', 'u3', 'u4'] });
    const id = await create({ needsApproval: true });
    const { runner: r, mutator } = runner();
    await r.run();
    expect(world.fake.received.size).toBe(0);
    const self = await commandCampaign(world.deps, mutator, alice, id, 'approve');
    expect(self).toMatchObject({
      status: 403,
      reason: 'the creator cannot approve their own campaign',
    });
    expect(await commandCampaign(world.deps, mutator, bob, id, 'approve')).toEqual({ ok: true });
    const c = await rounds(r, id);
    expect(c.status).toBe('done');
    expect(c.approvedBy).toBe('Bob');
  });

  it('a scheduled campaign sends nothing before its start time', async () => {
    world = await campaignWorld({ c1: ['u1', 'u2', 'u3', 'u4'] });
    const id = await create({ startsAt: world.clock.now + 10 * MIN });
    const { runner: r } = runner();
    await rounds(r, id, 5);
    expect(world.fake.received.size).toBe(0);
    world.clock.now += 10 * MIN;
    expect((await rounds(r, id)).status).toBe('done');
  });

  it('units the service will not show (403, 404) are skipped after the wait window; the waves go on', async () => {
    world = await campaignWorld({ c1: ['u1', 'u2', 'u3', 'u4'] });
    world.fake.readStatus.set('u2', 403);
    world.fake.readStatus.set('u3', 404);
    const id = await create();
    const { runner: r } = runner();
    const waiting = await rounds(r, id, 5);
    expect(waiting.status).toBe('running');
    expect(steps(waiting)).toMatchObject({ u1: 'verified', u2: 'waiting' });
    // The campaign's wait window (60 min) passes: u2 is skipped, the next wave runs, u3 too.
    world.clock.now += 61 * MIN;
    await rounds(r, id, 5);
    world.clock.now += 61 * MIN;
    const c = await rounds(r, id);
    expect(c.status).toBe('done');
    expect(steps(c)).toEqual({ u1: 'verified', u2: 'skipped', u3: 'skipped', u4: 'verified' });
    expect(c.units.find((u) => u.guid === 'u2')?.reason).toMatch(/Not ready in time/);
    expect(world.fake.received.has('u2') || world.fake.received.has('u3')).toBe(false);
  });

  it('a waiting unit read again and still waiting is neither stored nor announced again', async () => {
    world = await campaignWorld({ c1: ['u1', 'u2', 'u3', 'u4'] });
    world.fake.units.get('u2')!.state = 11; // in a session: not ready, it waits
    const id = await create({ unitGuids: ['u2'] });
    const { runner: r } = runner();
    await rounds(r, id, 2);
    const waiting = await loadCampaign(world.deps.db, id);
    expect(steps(waiting!.campaign)).toEqual({ u2: 'waiting' });
    const events = world.events.length;
    const version = waiting!.meta.version;
    await rounds(r, id, 5);
    expect(world.events.length).toBe(events);
    expect((await loadCampaign(world.deps.db, id))!.meta.version).toBe(version);
    // Once it is ready it is sent, once.
    world.fake.units.get('u2')!.state = 10;
    expect((await rounds(r, id)).status).toBe('done');
    expect(world.fake.received.get('u2')).toBe(1);
  });

  it('retry makes a new campaign of only the failed units', async () => {
    world = await campaignWorld({ c1: ['u1', 'u2', 'u3', 'u4'] });
    world.fake.refuse.add('u2');
    const id = await create();
    const { runner: r } = runner();
    const c = await rounds(r, id);
    expect(steps(c).u2).toBe('failed');
    world.fake.refuse.clear();
    const retry = await retryCampaign(world.deps, bob, id, undefined);
    if (!('id' in retry)) throw new Error(retry.reason);
    const again = await rounds(r, retry.id);
    expect(again.units.map((u) => u.guid)).toEqual(['u2']);
    expect(again.status).toBe('done');
    expect(world.fake.received.get('u2')).toBe(2);
  });

  it('a unit is in at most one running campaign', async () => {
    world = await campaignWorld({ c1: ['u1', 'u2', 'u3', 'u4'] });
    await create();
    const second = await create({ form: form('Second'), unitGuids: ['u1', 'u2'] });
    const c = (await loadCampaign(world.deps.db, second))!.campaign;
    expect(c.units.map((u) => u.reason)).toEqual([
      'In another running campaign (Spring)',
      'In another running campaign (Spring)',
    ]);
  });

  it('another company’s user cannot create, see or command the campaign', async () => {
    world = await campaignWorld({ c1: ['u1', 'u2', 'u3', 'u4'], c2: ['x1'] });
    const id = await create();
    const mallory = caller('mallory', { c2: ALL });
    const { mutator } = runner();
    for (const command of ['approve', 'pause', 'resume', 'stop'] as const)
      expect(await commandCampaign(world.deps, mutator, mallory, id, command)).toMatchObject({
        status: 404,
      });
    expect(await retryCampaign(world.deps, mallory, id, undefined)).toMatchObject({ status: 404 });
    const made = await createEngineCampaign(
      world.deps,
      mallory,
      {
        form: form('Steal'),
        unitGuids: ['u1'],
        company: undefined,
        startsAt: undefined,
        needsApproval: false,
      },
      10 * MIN,
    );
    expect(made).toMatchObject({ status: 403 });
    const readOnly = caller('reader', { c1: ['equipment.read'] });
    expect(await commandCampaign(world.deps, mutator, readOnly, id, 'stop')).toMatchObject({
      status: 403,
    });
  });
});
