import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { matchPath, useLocation, useMatches } from 'react-router';
import { useIdentity } from '@/api/auth';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import { afterFirstPage, FLEET_SYNCED_MARK, TEMPERATURES_DRAWN_MARK } from '@/lib/after-first-page';
import { identityKey, scopedName } from '@/lib/identity-key';
import { useEngine } from '@/lib/use-engine';
import { openTabChannel } from '@/lib/tab-channel';

// docs/decisions.md#background: the work a signed-in tab does beside its page (alerts, the fleet
// history fold, the offline fleet copy, campaigns) is downloaded and started after the first
// page has shown what it came for, never in its way. A page that shows that work (alerts,
// updates, service, board) starts it at once. Once started, a host stays for the tab's life.

/**
 * A host downloaded on demand. A failed download (offline without the service worker's copy, a
 * deploy that removed the old chunk) must never take the page down: the host is then left out
 * and fetched again when the browser is back online.
 */
function backgroundHost(load: () => Promise<ComponentType>): ComponentType {
  function Retry() {
    const [Loaded, setLoaded] = useState<ComponentType | null>(null);
    const online = useOnline();
    useEffect(() => {
      if (Loaded || !online) return;
      let live = true;
      load().then(
        (c) => live && setLoaded(() => c),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Loaded, online]);
    return Loaded ? <Loaded /> : null;
  }
  return lazy<ComponentType>(() =>
    load().then(
      (c) => ({ default: c }),
      () => ({ default: Retry }),
    ),
  );
}

const AlertsHost = backgroundHost(() =>
  import('@/features/alerts/alerts-host').then((m) => m.AlertsHost),
);
const HistoryHost = backgroundHost(() =>
  import('@/features/service/history-host').then((m) => m.HistoryHost),
);
const EngineAlertCount = backgroundHost(() =>
  import('@/features/alerts/engine/engine-alert-count').then((m) => m.EngineAlertCount),
);
const CampaignsHost = backgroundHost(() =>
  import('@/features/updates/campaigns-host').then((m) => m.CampaignsHost),
);
const OfflineFleetHost = backgroundHost(() =>
  import('@/components/layout/offline-fleet-host').then((m) => m.OfflineFleetHost),
);

export type BackgroundWork = 'alerts' | 'history' | 'campaigns';

/** A route's `handle`: the background work its page shows, started with the page. */
export interface BackgroundHandle {
  background?: readonly BackgroundWork[];
}

function useRouteNeeds(): ReadonlySet<BackgroundWork> {
  const matches = useMatches();
  return new Set(
    matches.flatMap((m) => (m.handle as BackgroundHandle | undefined)?.background ?? []),
  );
}

/** Becomes true once `on` was true, and stays. */
function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}

/**
 * Whether this tab should run campaigns: a campaign is stored for the identity, or another tab's
 * runner posts on the campaigns channel (a campaign was just started there).
 */
function useCampaignsWanted(key: string | null, started: boolean, online: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!key || wanted) return;
    const channel = openTabChannel<unknown>(scopedName(key, 'campaigns'));
    const off = channel.subscribe(() => setWanted(true));
    return () => {
      off();
      channel.close();
    };
  }, [key, wanted]);
  useEffect(() => {
    if (!key || !started || wanted || !online) return;
    let live = true;
    // Like a host: a failed download (offline, a removed chunk) is no page error; the check runs
    // again when the browser is back online.
    void import('@/features/updates/stored-campaigns')
      .then((m) => m.hasStoredCampaigns(key))
      .then(
        (stored) => live && stored && setWanted(true),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [key, started, wanted, online]);
  return wanted;
}

function Host({ children }: { children: ReactNode }) {
  // Each host suspends on its own download; the page never waits for one.
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function BackgroundHosts() {
  // The first signed-in page of this tab (after a sign-in too): the fleet list at `/` waits for its
  // first sync, the temperatures page for its charts; any other page for the window's load.
  const { pathname } = useLocation();
  const [firstMark] = useState(() =>
    pathname === paths.fleet.path
      ? FLEET_SYNCED_MARK
      : matchPath(paths.temperatures.path, pathname)
        ? TEMPERATURES_DRAWN_MARK
        : undefined,
  );
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPage(firstMark).then(() => {
      if (!live) return;
      // The bench waits on this before it counts what loaded after the page (bench/README.md).
      performance.mark('app:background');
      setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [firstMark]);
  const needs = useRouteNeeds();
  const online = useOnline();
  const key = identityKey(useIdentity().data);

  // docs/decisions.md#engine-alerts: with the engine, alerts and history are the server's work.
  const engine = useEngine().state;
  const inBrowser = engine === 'off';
  const alerts = useLatch(inBrowser && (settled || needs.has('alerts')));
  const history = useLatch(inBrowser && (settled || needs.has('history')));
  // Offline at once: with nothing in memory the fleet pages show the kept copy.
  const offlineCopy = useLatch(settled || !online);
  const campaigns = useLatch(useCampaignsWanted(key, settled, online) || needs.has('campaigns'));

  return (
    <>
      {offlineCopy && (
        <Host>
          <OfflineFleetHost />
        </Host>
      )}
      {alerts && (
        <Host>
          <AlertsHost />
        </Host>
      )}
      {engine === 'on' && (
        <Host>
          <EngineAlertCount />
        </Host>
      )}
      {history && (
        <Host>
          <HistoryHost />
        </Host>
      )}
      {campaigns && (
        <Host>
          <CampaignsHost />
        </Host>
      )}
    </>
  );
}
