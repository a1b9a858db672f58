import { describe, expect, it } from 'vitest';
import { BUILTIN_ERROR_CATALOG } from '@/domain/equipment/error-catalog';
import { summarizeFields, summarizeLog } from './log-summary';
import { deviceLogEntry } from '@/testing/documents';

describe('summarizeLog', () => {
  it('session: duration from seconds, pauses, program', () => {
    const log = deviceLogEntry({
      type: 'session',
      json_data: { program: 'Tan + Collagen', session_time: 725 },
      session: { session_time: 725, pause_time: 90, pause_times: 2 },
    });
    expect(summarizeLog(log)).toBe('12 min 5 s, 2 pauses · Tan + Collagen');
  });

  it('session: says when there were no pauses, and reads json_data when session is absent', () => {
    const log = deviceLogEntry({
      type: 'session',
      json_data: { session_time: 720, pause_times: 0 },
    });
    expect(summarizeLog(log)).toBe('12 min 0 s, no pauses');
    expect(
      summarizeLog(
        deviceLogEntry({
          type: 'session',
          json_data: {},
          session: { session_time: 60, pause_time: 5, pause_times: 1 },
        }),
      ),
    ).toBe('1 min 0 s, 1 pause');
  });

  it('error: id and description from json_data, with flags', () => {
    const log = deviceLogEntry({
      type: 'error',
      json_data: {
        error_id: 'E5',
        description: 'Maximum temperature Brandx',
        critical: true,
        active: true,
      },
    });
    expect(summarizeLog(log)).toBe('E5 – Maximum temperature Brandx · critical · active');
  });

  it('error: description from the catalog when json_data names only the id or the bit', () => {
    expect(
      summarizeLog(
        deviceLogEntry({ type: 'error', json_data: { error_id: 'e22' } }),
        BUILTIN_ERROR_CATALOG,
      ),
    ).toBe('e22 – Change lamps');
    expect(
      summarizeLog(
        deviceLogEntry({ type: 'error', json_data: { active_error_bit: 40, active: false } }),
        BUILTIN_ERROR_CATALOG,
      ),
    ).toBe('E37 – Lease time expired · cleared');
    expect(
      summarizeLog(
        deviceLogEntry({ type: 'error', json_data: { active_error_bit: 38 } }),
        BUILTIN_ERROR_CATALOG,
      ),
    ).toBe('Unknown error (bit 38)');
  });

  it('boot: release and reason', () => {
    const log = deviceLogEntry({
      type: 'boot',
      json_data: {
        release: { type: 'stable', version: '4.9.2', hash: 'ab12' },
        reason: 'watchdog',
      },
    });
    expect(summarizeLog(log)).toBe('Release 4.9.2 (stable) · watchdog');
    expect(
      summarizeLog(deviceLogEntry({ type: 'boot', json_data: { release: { version: null } } })),
    ).toBe('No release installed');
  });

  it('parameter: how many settings, which changed', () => {
    const log = deviceLogEntry({
      type: 'parameter',
      json_data: { changed: ['lamp_power'], settings: { lamp_power: 95, session_max_minutes: 20 } },
    });
    expect(summarizeLog(log)).toBe('2 settings · changed: lamp_power');
    expect(
      summarizeLog(deviceLogEntry({ type: 'parameter', json_data: { settings: [{ name: 'a' }] } })),
    ).toBe('1 setting');
  });

  it('event: code and message, an HTML payload stays plain text', () => {
    const log = deviceLogEntry({
      type: 'event',
      json_data: { code: 'EV_DOOR', message: '<img src=x onerror=alert(1)>' },
    });
    expect(summarizeLog(log)).toBe('EV_DOOR: <img src=x onerror=alert(1)>');
  });

  it('unknown types and empty documents still get a line', () => {
    expect(
      summarizeLog(
        deviceLogEntry({ type: 'telemetry', json_data: { a: 1, b: 'x', nested: { c: 1 } } }),
      ),
    ).toBe('a=1, b=x');
    expect(summarizeLog(deviceLogEntry({ type: 'event', json_data: {} }))).toBe('No details');
  });

  it('keeps to one bounded line', () => {
    const line = summarizeLog(
      deviceLogEntry({
        type: 'event',
        json_data: { code: 'X', message: `a\nb ${'y'.repeat(500)}` },
      }),
    );
    expect(line).not.toContain('\n');
    expect(line.length).toBe(160);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('summarizeFields', () => {
  it('skips nested values', () => {
    expect(summarizeFields({ list: [1], on: true, off: null })).toBe('on=true, off=null');
  });
});
