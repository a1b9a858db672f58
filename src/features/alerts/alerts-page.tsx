import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useIdentity } from '@/api/auth';
import { fleetUnitQueries } from '@/api/fleet-units';
import { displayName } from '@/components/layout/user-menu';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { useNow } from '@/components/ui/use-now';
import { visibleFiring, type AlertInstance, type ResolvedAlert } from '@/domain/alert-engine';
import { describeStorageProblem } from '@/lib/storage-problem';
import { useCompany } from '@/lib/use-company';
import { loadHistory } from './alert-session';
import { FiringTable, type FiringActions } from './firing-table';
import { HistoryTable } from './history-table';
import { NotificationsButton } from './notifications-button';
import { RulesEditor } from './rules-editor';
import { useAlertSession } from './use-alert-session';

/** docs/decisions.md#alerts: what is firing now, the history and the rules of this scope. */
export function AlertsPage() {
  const company = useCompany();
  const identity = useIdentity();
  const who = displayName(identity.data);
  const { session, state } = useAlertSession();
  const now = useNow(5000);
  // A passive view of the fleet poll the alerts run on: its failure is this page's error state.
  const fleet = useQuery({ ...fleetUnitQueries.units(company), enabled: false });
  const [history, setHistory] = useState<ResolvedAlert[]>([]);

  useEffect(() => {
    if (!session) return;
    let live = true;
    void loadHistory(session, Date.now()).then((rows) => live && setHistory(rows));
    return () => {
      live = false;
    };
  }, [session, state]);

  const actions = useMemo<FiringActions>(
    () => ({
      acknowledge: (a: AlertInstance) =>
        void session?.runner.dispatch({ type: 'ack', id: a.id, by: who, at: Date.now() }),
      snooze: (a: AlertInstance, ms: number) =>
        void session?.runner.dispatch({ type: 'snooze', id: a.id, until: Date.now() + ms }),
    }),
    [session, who],
  );

  const firing = visibleFiring(state, now);
  const unacknowledged = firing.filter((a) => !a.ack).length;
  const snoozed = [...state.alerts.values()].filter(
    (a) => a.phase === 'firing' && (a.snoozedUntil ?? 0) > now,
  ).length;

  return (
    <div className="space-y-4">
      <title>{`Alerts – Sunbed Fleet`}</title>
      <h1 className="text-xl font-semibold">Alerts</h1>
      <p className="max-w-3xl text-sm text-fg-muted">
        The service sends no events, so this dashboard checks the rules below on every fleet poll in
        your browser. Rules only run while a dashboard tab is open: with every tab closed, nothing
        is checked and nobody is notified.
      </p>
      <NotificationsButton />
      {session?.problem && (
        <p role="status" className="text-sm">
          {describeStorageProblem(
            session.problem,
            'alerts, history and rules are kept only while this tab is open.',
          )}
        </p>
      )}
      {fleet.isError && (
        <ErrorMessage
          error={fleet.error}
          title="Could not poll the fleet: rules are not being checked"
          onRetry={() => void fleet.refetch()}
          retrying={fleet.isFetching}
        />
      )}
      {!session ? (
        <Loading label="Loading the alerts…" />
      ) : (
        <>
          <Panel title={`Firing (${unacknowledged} to acknowledge)`}>
            <FiringTable alerts={firing} company={company} actions={actions} />
            {snoozed > 0 && (
              <p className="mt-2 text-sm text-fg-muted">
                {snoozed === 1 ? '1 snoozed alert is' : `${snoozed} snoozed alerts are`} hidden
                until its snooze ends.
              </p>
            )}
          </Panel>
          <Panel title="History (90 days)">
            <HistoryTable rows={history} company={company} now={now} />
          </Panel>
          <Panel title={company ? 'Rules for this company' : 'Rules for all companies'}>
            <RulesEditor session={session} />
          </Panel>
        </>
      )}
    </div>
  );
}
