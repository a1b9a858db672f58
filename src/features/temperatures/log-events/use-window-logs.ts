import { useQuery } from '@tanstack/react-query';
import { deviceLogQueries } from '@/api/device-logs';
import type { TimeWindow } from '../model/temperature-range';

const STEP = 10 * 60_000;

/**
 * The device logs of the charts' window only (docs/decisions.md#unit-usage), read while the
 * markers are shown. The window is widened to 10-minute steps so a live window that slides by a
 * minute does not read everything again.
 */
export function useWindowLogs(
  guid: string,
  company: string | undefined,
  window: TimeWindow,
  enabled: boolean,
) {
  const from = Math.floor(window.from / STEP) * STEP;
  const to = Math.ceil(window.to / STEP) * STEP;
  return useQuery({ ...deviceLogQueries.range(guid, company, { from, to }), enabled });
}
