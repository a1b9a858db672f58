import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { engineAlertActions, engineAlertQueries, type EngineAlert } from '@/api/engine/alerts';
import { ErrorMessage } from '@/components/ui/error-message';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { useNow } from '@/components/ui/use-now';
import { useCompany } from '@/lib/use-company';
import { FiringTable, type FiringActions } from '../firing-table';
import { HistoryTable } from '../history-table';
import { messages, valueMessages } from '../messages';
import { AlertsPageHeader } from '../alerts-page-header';
import { EngineNoteForm } from './engine-note-form';
import { EngineRulesPanel } from './engine-rules-panel';

const HOUR = 3_600_000;

/**
 * docs/decisions.md#engine-alerts: the alerts the server checks on every fleet poll, with who
 * acknowledged or snoozed each; every change is the server's, so every open page shows it.
 */
export function EngineAlertsPage() {
  const intl = useIntl();
  const company = useCompany();
  const client = useQueryClient();
  const now = useNow(5000);
  const firing = useQuery(engineAlertQueries.firing(company));
  const history = useQuery(engineAlertQueries.history(company));
  const [failure, setFailure] = useState<unknown>(null);

  const actions = useMemo<FiringActions>(() => {
    const done = () => {
      setFailure(null);
      return client.invalidateQueries({ queryKey: engineAlertQueries.all(company) });
    };
    return {
      acknowledge: (a) => void engineAlertActions.acknowledge(a.id).then(done, setFailure),
      snooze: (a, ms) =>
        void engineAlertActions.snooze(a.id, ms > HOUR ? '1d' : '1h').then(done, setFailure),
    };
  }, [client, company]);

  const addNote = (a: EngineAlert, text: string) =>
    engineAlertActions.note(a.id, text).then(
      () => client.invalidateQueries({ queryKey: engineAlertQueries.all(company) }),
      (error: unknown) => setFailure(error),
    );

  const all = firing.data ?? [];
  const shown = all.filter((a) => !((a.snoozed?.until ?? 0) > now));
  const unacknowledged = shown.filter((a) => !a.ack).length;
  const snoozed = all.length - shown.length;

  return (
    <div className="space-y-4">
      <AlertsPageHeader intro={messages.serverChecked} />
      {failure !== null && (
        <ErrorMessage error={failure} title={intl.formatMessage(messages.actionFailed)} />
      )}
      <Panel title={intl.formatMessage(valueMessages.firingPanel, { count: unacknowledged })}>
        <QueryState query={firing} loadingLabel={intl.formatMessage(messages.loading)}>
          {() => (
            <>
              <FiringTable
                alerts={shown}
                company={company}
                actions={actions}
                ackText={valueMessages.acknowledgedBy}
              />
              {snoozed > 0 && (
                <p className="mt-2 text-sm text-fg-muted">
                  <FormattedMessage {...valueMessages.snoozedHidden} values={{ count: snoozed }} />
                </p>
              )}
              <NotesList alerts={shown} />
              <EngineNoteForm alerts={shown} onAdd={addNote} />
            </>
          )}
        </QueryState>
      </Panel>
      <Panel title={intl.formatMessage(messages.historyPanelServer)}>
        <QueryState query={history} loadingLabel={intl.formatMessage(messages.loading)}>
          {(rows) => (
            <HistoryTable
              rows={rows}
              company={company}
              now={now}
              ackText={valueMessages.acknowledgedBy}
            />
          )}
        </QueryState>
      </Panel>
      <Panel title={intl.formatMessage(company ? messages.rulesForCompany : messages.rulesForAll)}>
        <EngineRulesPanel company={company} />
      </Panel>
    </div>
  );
}

/** Notes people left on the firing alerts, with their authors. */
function NotesList({ alerts }: { alerts: readonly EngineAlert[] }) {
  const intl = useIntl();
  const notes = alerts.flatMap((a) => a.notes.map((n) => ({ ...n, alert: a })));
  if (!notes.length) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm" aria-label={intl.formatMessage(messages.notesLabel)}>
      {notes.map((n) => (
        <li key={`${n.alert.id}-${n.at}`}>
          {intl.formatMessage(valueMessages.note, {
            subject: n.alert.subject.label,
            author: n.author,
            text: n.text,
          })}
        </li>
      ))}
    </ul>
  );
}
