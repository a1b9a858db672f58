import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { ruleName } from '@/domain/alert-conditions';
import type { AlertInstance } from '@/domain/alert-engine';
import { formatAbsoluteTime } from '@/domain/time';

const HOUR = 3_600_000;

export interface FiringActions {
  acknowledge: (alert: AlertInstance) => void;
  snooze: (alert: AlertInstance, ms: number) => void;
}

export function SubjectCell({ alert, company }: { alert: AlertInstance; company?: string }) {
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
        Site {s.label} <span className="text-fg-muted">({s.units.length} units)</span>
      </span>
    );
  return <span>{s.label}</span>;
}

/** What is firing now (snoozed alerts hidden): Acknowledge and snooze per row. */
export function FiringTable({
  alerts,
  company,
  actions,
}: {
  alerts: readonly AlertInstance[];
  company: string | undefined;
  actions: FiringActions;
}) {
  const columns = useMemo<DataColumn<AlertInstance>[]>(
    () => [
      { id: 'rule', header: 'Rule', rowHeader: true, cell: (a) => ruleName(a.rule) },
      {
        id: 'subject',
        header: 'Unit or site',
        cell: (a) => <SubjectCell alert={a} company={company} />,
      },
      { id: 'since', header: 'Since', cell: (a) => <RelativeTime ms={a.since} /> },
      { id: 'value', header: 'Value', cell: (a) => a.value },
      {
        id: 'ack',
        header: 'Acknowledged',
        cell: (a) =>
          a.ack ? (
            <span>
              by {a.ack.by}, {formatAbsoluteTime(a.ack.at)}
            </span>
          ) : (
            <Button size="sm" onClick={() => actions.acknowledge(a)}>
              Acknowledge
            </Button>
          ),
      },
      {
        id: 'snooze',
        header: 'Snooze',
        cell: (a) => (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => actions.snooze(a, HOUR)}>
              Snooze 1 h
            </Button>
            <Button size="sm" variant="ghost" onClick={() => actions.snooze(a, 24 * HOUR)}>
              Snooze 1 day
            </Button>
          </div>
        ),
      },
    ],
    [company, actions],
  );
  return (
    <DataTable
      caption="Firing alerts"
      columns={columns}
      rows={alerts}
      rowKey={(a) => a.id}
      empty="No alerts are firing."
    />
  );
}
