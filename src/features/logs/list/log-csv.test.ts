import { describe, expect, it } from 'vitest';
import { LOG_CSV_HEADER, logCsvFileName, logsToCsv } from './log-csv';
import { deviceLogEntry } from '@/testing/documents';

describe('logsToCsv', () => {
  it('writes one row per log with session figures and json_data as JSON', () => {
    const log = deviceLogEntry({
      _meta: { guid: 'g-1' },
      type: 'session',
      log_id: 7,
      controller_serial: 1001,
      device_guid: 'd-1',
      log_date: Date.UTC(2026, 10, 20, 12, 30, 0),
      json_data: { program: 'Tan, "gold"', session_time: 725 },
      session: { session_time: 725, pause_time: 90, pause_times: 2 },
    });
    const csv = logsToCsv([log], [], 'UTC');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(LOG_CSV_HEADER.join(','));
    expect(lines[1]).toBe(
      '2026-11-20T12:30:00.000Z,2026-11-20 12:30:00 UTC,session,7,1001,d-1,g-1,"12 min 5 s, 2 pauses · Tan, ""gold""",725,90,2,' +
        '"{""program"":""Tan, \\""gold\\"""",""session_time"":725}"',
    );
    expect(lines).toHaveLength(3);
  });

  it('never lets device text start a spreadsheet formula', () => {
    const csv = logsToCsv(
      [deviceLogEntry({ type: 'event', json_data: { code: '=HYPERLINK("x")' } })],
      [],
      'UTC',
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('logCsvFileName', () => {
  it('names unit, type and day with safe characters', () => {
    expect(logCsvFileName('2499 000/26', 'error', Date.UTC(2026, 10, 22))).toBe(
      'device-logs-2499_000_26-error-2026-11-22.csv',
    );
    expect(logCsvFileName('x', undefined, Date.UTC(2026, 10, 22))).toBe(
      'device-logs-x-2026-11-22.csv',
    );
  });
});
