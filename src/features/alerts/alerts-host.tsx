import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIdentity } from '@/api/auth';
import { fleetUnitQueries, pollIntervalMs } from '@/api/fleet/fleet-units';
import { getRuntimeConfig } from '@/config/runtime-config';
import { paths } from '@/config/paths';
import { attentionCount } from '@/domain/alerts/alert-engine';
import { alertCountStore } from '@/lib/alert-count';
import { identityKey } from '@/lib/identity-key';
import { fleetRatesStore } from '@/lib/fleet-rates';
import { useCompany } from '@/lib/use-company';
import { useLeaderSession } from '@/lib/use-leader-session';
import { createAlertRunner, type AlertMessage } from './alert-runner';
import { alertSessionStore, loadRules, type AlertSession } from './alert-session';
import { alertsDb, scopeOf, type AlertsSchema } from './alerts-db';
import { evaluateFleet } from './evaluate';
import { notificationPermission, showNotifications, type NoteTarget } from './notifications';

// docs/decisions.md#alerts: mounted on every page while signed in. Every tab of one identity and
// company scope shares one runner state; only the tab holding the lock polls, evaluates and
// notifies.

const COUNT_REFRESH_MS = 5000;

export function AlertsHost() {
  const company = useCompany();
  const identity = useIdentity();
  const key = identityKey(identity.data);
  const scope = scopeOf(company);
  const [session, setSession] = useState<AlertSession | null>(null);
  const [leader, setLeader] = useState(false);
  const navigate = useNavigate();
  const openRef = useRef<(target: NoteTarget) => void>(() => undefined);
  useEffect(() => {
    openRef.current = (target) =>
      void navigate(
        target.kind === 'unit'
          ? paths.equipment.href(target.guid, company)
          : paths.alerts.href(company),
      );
  }, [navigate, company]);

  useLeaderSession<AlertsSchema, AlertMessage>(key, {
    database: alertsDb,
    name: `alerts:${scope}`,
    start: ({ db, problem, leadership, channel }) => {
      const runner = createAlertRunner({
        db,
        leadership,
        channel,
        scope,
        intervalMs: getRuntimeConfig().pollIntervalsMs.fleet,
        now: Date.now,
        notify: (alerts) => showNotifications(alerts, (target) => openRef.current(target)),
        canNotify: () => notificationPermission() === 'granted',
      });
      const next: AlertSession = {
        scope,
        runner,
        db,
        problem,
        leadership,
        memory: { rules: undefined, history: [] },
        evaluation: { current: undefined },
      };
      const count = () => alertCountStore.set(attentionCount(runner.getState(), Date.now()));
      const offState = runner.subscribe(count);
      // Snoozes end with time, not with an event.
      const timer = setInterval(count, COUNT_REFRESH_MS);
      const offLeader = leadership.subscribe(setLeader);
      setLeader(leadership.isLeader());
      alertSessionStore.set(next);
      setSession(next);
      return () => {
        clearInterval(timer);
        offState();
        offLeader();
        runner.close();
      };
    },
    stop: () => {
      alertSessionStore.set(null);
      alertCountStore.set(0);
      setSession(null);
      setLeader(false);
    },
  });

  return leader && session ? <LeaderPoller session={session} company={company} /> : null;
}

/** The leader's own poll of the fleet: it keeps polling while its tab is hidden. */
function LeaderPoller({
  session,
  company,
}: {
  session: AlertSession;
  company: string | undefined;
}) {
  const { pollIntervalsMs, offlineAfterMs, serviceLimitsMinutes } = getRuntimeConfig();
  const base = pollIntervalsMs.fleet;
  const list = useQuery({
    ...fleetUnitQueries.units(company),
    refetchInterval: (query) => pollIntervalMs(base, query.state.data?.lastPoll?.ms),
    refetchIntervalInBackground: true,
    // Joining the page's query must not re-ask at once for a list it was just refused (a 403 is
    // never retried, docs/decisions.md#responses); the poll above still asks again on time.
    retryOnMount: false,
  });
  const { data, dataUpdatedAt } = list;
  const failing = list.failureCount > 0 || list.isError;

  useEffect(() => {
    if (!data?.complete || dataUpdatedAt <= session.runner.getState().lastOkAt) return;
    const abort = new AbortController();
    void (async () => {
      const rules = await loadRules(session);
      const kept = fleetRatesStore.get();
      const result = await evaluateFleet(data.units, {
        rules,
        at: dataUpdatedAt,
        offlineAfterMs,
        serviceLimits: serviceLimitsMinutes,
        rates: kept.perDay,
        ratesVersion: kept.version,
        memo: session.evaluation,
        signal: abort.signal,
      });
      if (result && !abort.signal.aborted)
        await session.runner.dispatch({
          type: 'poll',
          at: dataUpdatedAt,
          result,
          // A large fleet stretches its poll; No data waits two of those, not two base ones.
          intervalMs: pollIntervalMs(base, data.lastPoll?.ms),
        });
    })();
    return () => abort.abort();
  }, [data, dataUpdatedAt, session, offlineAfterMs, serviceLimitsMinutes, base]);

  // No data: while the poll fails, time alone decides when the fleet has been silent too long.
  useEffect(() => {
    if (!failing) return;
    const tick = () => void session.runner.dispatch({ type: 'tick', at: Date.now() });
    tick();
    const timer = setInterval(tick, Math.min(base / 2, 5000));
    return () => clearInterval(timer);
  }, [session, base, failing]);

  return null;
}
