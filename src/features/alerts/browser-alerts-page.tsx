import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useIdentity } from '@/api/auth';
import { fleetUnitQueries } from '@/api/fleet/fleet-units';
import { displayName } from '@/components/layout/user-menu';
import { QueryErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { storageProblemText } from '@/components/ui/storage-problem-text';
import { useNow } from '@/components/ui/use-now';
import {
  visibleFiring,
  type AlertInstance,
  type ResolvedAlert,
} from '@/domain/alerts/alert-engine';
import { useCompany } from '@/lib/use-company';
import { loadHistory, loadRules, saveRules } from './alert-session';
import { messages, valueMessages } from './messages';
import { FiringTable, type FiringActions } from './firing-table';
import { HistoryTable } from './history-table';
import { AlertsPageHeader } from './alerts-page-header';
import { RulesEditor, type RulesSource } from './rules-editor';
import { useAlertSession } from './use-alert-session';

/**
 * docs/decisions.md#alerts: what is firing now, the history and the rules of this scope, as
 * this browser evaluates them (no engine).
 */
export function BrowserAlertsPage() {
  const intl = useIntl();
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

  const rules = useMemo<RulesSource | null>(
    () =>
      session && {
        key: session,
        load: () => loadRules(session),
        save: (r) => saveRules(session, r),
      },
    [session],
  );

  const firing = visibleFiring(state, now);
  const unacknowledged = firing.filter((a) => !a.ack).length;
  const snoozed = [...state.alerts.values()].filter(
    (a) => a.phase === 'firing' && (a.snoozedUntil ?? 0) > now,
  ).length;

  return (
    <div className="space-y-4">
      <AlertsPageHeader intro={messages.browserOnly} />
      {session?.problem && (
        <p role="status" className="text-sm">
          {storageProblemText(
            intl,
            session.problem,
            intl.formatMessage(messages.storageConsequence),
          )}
        </p>
      )}
      {fleet.isError && (
        <QueryErrorMessage query={fleet} title={intl.formatMessage(messages.pollFailed)} />
      )}
      {!session ? (
        <Loading label={intl.formatMessage(messages.loading)} />
      ) : (
        <>
          <Panel title={intl.formatMessage(valueMessages.firingPanel, { count: unacknowledged })}>
            <FiringTable alerts={firing} company={company} actions={actions} />
            {snoozed > 0 && (
              <p className="mt-2 text-sm text-fg-muted">
                <FormattedMessage {...valueMessages.snoozedHidden} values={{ count: snoozed }} />
              </p>
            )}
          </Panel>
          <Panel title={intl.formatMessage(messages.historyPanel)}>
            <HistoryTable rows={history} company={company} now={now} />
          </Panel>
          <Panel
            title={intl.formatMessage(company ? messages.rulesForCompany : messages.rulesForAll)}
          >
            {rules && <RulesEditor source={rules} />}
          </Panel>
        </>
      )}
    </div>
  );
}
