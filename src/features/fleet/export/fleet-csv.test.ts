// @vitest-environment node
import { expect, it } from 'vitest';
import { fleetCsv, fleetCsvFileName } from './fleet-csv';
import { deriveFleetRows } from '../table/fleet-row';
import { equipment, NOW, ROW_OPTIONS } from '@/testing/fleet-documents';

const rows = deriveFleetRows(
  [
    equipment({
      guid: 'g-a',
      serial: '100',
      alias: '=HYPERLINK("x")',
      city: 'Zürich',
      country: 'CH',
      state: 6,
      errors: 1n,
      release: '4.9.2',
    }),
    equipment({ guid: 'g-b', serial: '200', ping: null, release: null }),
  ],
  ROW_OPTIONS,
);

it('exports only the visible rows, in display order, with a neutralised formula alias', () => {
  const csv = fleetCsv(rows, Int32Array.from([1, 0]));
  const lines = csv.trimEnd().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toBe(
    'serial,alias,model,type,state,health,active_errors,critical_errors,release,city,country,last_seen,last_ping_utc,equipment_guid',
  );
  expect(lines[1]).toBe(
    '200,,Luxura X7,SUNBED,Offline,Offline,0,0,not installed,Utrecht,NL,Never seen,,g-b',
  );
  expect(lines[2]).toBe(
    `100,"'=HYPERLINK(""x"")",Luxura X7,SUNBED,Controller error,Fault,1,1,4.9.2,Zürich,CH,Online,${new Date(NOW - 60_000).toISOString()},g-a`,
  );
});

it('names the file after the company and the time', () => {
  expect(fleetCsvFileName(undefined, new Date('2026-11-22T08:55:31Z'))).toBe(
    'fleet-all-2026-11-22T0855.csv',
  );
  expect(fleetCsvFileName('3f6c2a1e-8d4b-4f7a', new Date('2026-11-22T08:55:31Z'))).toBe(
    'fleet-3f6c2a1e-2026-11-22T0855.csv',
  );
});
