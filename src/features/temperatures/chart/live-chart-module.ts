import type { LiveSensorChart } from './live-sensor-chart';

// recharts (~90 kB gzip, 15 ms of main thread to evaluate) is loaded apart from the page: the
// first drawings need none of it. It is fetched when the page is calm or when someone first
// reaches a chart, whichever comes first; a failed load (offline, a new deploy) is tried again
// on the next reach, and the drawing stays meanwhile.

type LiveChart = typeof LiveSensorChart;

let loaded: LiveChart | undefined;
let loading: Promise<LiveChart> | undefined;

export function loadLiveChart(): Promise<LiveChart> {
  loading ??= import('./live-sensor-chart').then(
    (m) => (loaded = m.LiveSensorChart),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** The recharts chart component once loaded. */
export function loadedLiveChart(): LiveChart | undefined {
  return loaded;
}
