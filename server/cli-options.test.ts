import { describe, expect, it } from 'vitest';
import { parseCli } from './cli-options.ts';
import { SERVICE_IDENTITY } from './simulator/fixtures.ts';

describe('parseCli', () => {
  it('keeps the real clock by default', () => {
    const { sim } = parseCli([], {}, 4173);
    expect(sim.now).toBe(Date.now);
  });

  it.each([
    [['--frozen'], {}],
    [[], { SIM_FROZEN: '1' }],
  ])('%j %j stops the clock at start, so nothing in the world changes', (argv, env) => {
    const before = Date.now();
    const { sim } = parseCli(argv, env, 4173);
    const first = sim.now();
    expect(first).toBeGreaterThanOrEqual(before);
    expect(sim.now()).toBe(first);
  });

  it('refuses an admin token too short to be a secret', () => {
    expect(() => parseCli(['--admin-token', 'short'], {}, 4173)).toThrow(/16 to 200/);
  });
});

describe('parseCli: the engine', () => {
  it('is on by default with the simulator, the project’s .data/engine and a 30 s poll', () => {
    const { engine } = parseCli([], {}, 4173);
    expect(engine.on).toBe(true);
    if (!engine.on) return;
    expect(engine.options.database).toMatch(/[/\\]\.data[/\\]engine$/);
    expect(engine.options.pollIntervalMs).toBe(30_000);
    expect(engine.options.serviceToken).toBe(SERVICE_IDENTITY.token);
    expect(engine.options.mailFrom).toBe('dashboard@localhost');
  });

  it('is off with --no-engine, and with --upstream unless a service token is given', () => {
    expect(parseCli(['--no-engine'], {}, 4173).engine).toMatchObject({ on: false });
    const up = parseCli(['--upstream', 'https://svc.example.com'], {}, 4173).engine;
    expect(up.on ? '' : up.reason).toMatch(/--service-token/);
    const withToken = parseCli(
      ['--upstream', 'https://svc.example.com'],
      { SERVICE_TOKEN: 'tok' },
      4173,
    );
    expect(withToken.engine).toMatchObject({ on: true, options: { serviceToken: 'tok' } });
  });

  it('reads every flag, or its environment variable', () => {
    const env = {
      DATABASE_URL: 'postgres://u:p@db:5432/fleet',
      ENGINE_POLL_MS: '5000',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'fleet@example.com',
      WEBHOOK_ALLOW: 'hooks.example.com, chat.example.com:8443',
      PUBLIC_URL: 'https://fleet.example.com/',
    };
    const { engine } = parseCli([], env, 4173);
    expect(engine).toMatchObject({
      on: true,
      options: {
        database: 'postgres://u:p@db:5432/fleet',
        pollIntervalMs: 5000,
        smtp: 'smtp://127.0.0.1:2525',
        mailFrom: 'fleet@example.com',
        webhookAllow: ['hooks.example.com', 'chat.example.com:8443'],
        publicUrl: 'https://fleet.example.com',
      },
    });
    const flags = parseCli(['--database', 'memory', '--poll-interval', '1000'], env, 4173).engine;
    expect(flags).toMatchObject({ options: { database: 'memory', pollIntervalMs: 1000 } });
  });

  it.each([
    [['--poll-interval', '10'], /--poll-interval must be a whole number of ms between 200/],
    [['--poll-interval', 'soon'], /--poll-interval/],
    [['--smtp', 'http://mail'], /--smtp must be an smtp:\/\/ or smtps:\/\/ URL/],
    [['--public-url', 'fleet.example.com'], /--public-url must be a URL/],
    [
      ['--webhook-allow', 'https://x.com/path'],
      /--webhook-allow takes a comma list of host or host:port/,
    ],
    [['--mail-from', 'nobody'], /--mail-from must be an e-mail address/],
  ])('%j is refused with a clear message', (argv, message) => {
    expect(() => parseCli(argv, {}, 4173)).toThrow(message);
  });
});
