import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import type { AlertInstance } from '@/domain/alerts/alert-engine';
import { useFormat } from '@/lib/use-format';
import { useAlertText } from './alert-text';
import { messages, valueMessages } from './messages';

const HOUR = 3_600_000;

export interface FiringActions {
  acknowledge: (alert: AlertInstance) => void;
  snooze: (alert: AlertInstance, ms: number) => void;
}

/** What both alert tables (firing, history) are told. */
export interface AlertTableProps {
  company: string | undefined;
  /** How an acknowledgement reads: "by …" in this browser, "Acknowledged by …" on the engine. */
  ackText?: typeof valueMessages.ackBy;
}

/** What both tables build on: the opening rule/subject columns and how an acknowledgement reads. */
export function useAlertTable({ company, ackText = valueMessages.ackBy }: AlertTableProps) {
  const intl = useIntl();
  const f = useFormat();
  const text = useAlertText();
  return useMemo(() => {
    const lead: DataColumn<AlertInstance>[] = [
      {
        id: 'rule',
        header: intl.formatMessage(messages.colRule),
        rowHeader: true,
        cell: (a) => text.ruleName(a.rule),
      },
      {
        id: 'subject',
        header: intl.formatMessage(messages.colSubject),
        cell: (a) => <SubjectCell alert={a} company={company} />,
      },
    ];
    const ackOf = (ack: NonNullable<AlertInstance['ack']>) =>
      intl.formatMessage(ackText, { by: ack.by, at: f.absoluteTime(ack.at) });
    return { intl, f, text, lead, ackOf };
  }, [company, ackText, intl, f, text]);
}

export function SubjectCell({ alert, company }: { alert: AlertInstance; company?: string }) {
  const text = useAlertText();
  const s = alert.subject;
  if (s.kind === 'unit')
    return (
      <Link className="font-medium underline" to={paths.equipment.href(s.guid, company)}>
        {s.label}
      </Link>
    );
  if (s.kind === 'site')
    return (
      <span>
        <FormattedMessage
          {...valueMessages.site}
          values={{
            name: s.label,
            units: s.units.length,
            muted: (chunks) => <span className="text-fg-muted">{chunks}</span>,
          }}
        />
      </span>
    );
  return <span>{text.subject(s)}</span>;
}

/** What is firing now (snoozed alerts hidden): Acknowledge and snooze per row. */
export function FiringTable({
  alerts,
  actions,
  ...table
}: AlertTableProps & { alerts: readonly AlertInstance[]; actions: FiringActions }) {
  const { intl, text, lead, ackOf } = useAlertTable(table);
  const columns = useMemo<DataColumn<AlertInstance>[]>(
    () => [
      ...lead,
      {
        id: 'since',
        header: intl.formatMessage(messages.colSince),
        cell: (a) => <RelativeTime ms={a.since} />,
      },
      { id: 'value', header: intl.formatMessage(messages.colValue), cell: (a) => text.value(a) },
      {
        id: 'ack',
        header: intl.formatMessage(messages.colAcknowledged),
        cell: (a) =>
          a.ack ? (
            <span>{ackOf(a.ack)}</span>
          ) : (
            <Button size="sm" onClick={() => actions.acknowledge(a)}>
              <FormattedMessage {...messages.acknowledge} />
            </Button>
          ),
      },
      {
        id: 'snooze',
        header: intl.formatMessage(messages.colSnooze),
        cell: (a) => (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => actions.snooze(a, HOUR)}>
              <FormattedMessage {...messages.snoozeHour} />
            </Button>
            <Button size="sm" variant="ghost" onClick={() => actions.snooze(a, 24 * HOUR)}>
              <FormattedMessage {...messages.snoozeDay} />
            </Button>
          </div>
        ),
      },
    ],
    [actions, intl, text, lead, ackOf],
  );
  return (
    <DataTable
      caption={intl.formatMessage(messages.firingCaption)}
      columns={columns}
      rows={alerts}
      rowKey={(a) => a.id}
      empty={intl.formatMessage(messages.firingEmpty)}
    />
  );
}
