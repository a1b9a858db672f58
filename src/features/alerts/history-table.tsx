import { useId, useMemo, useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { ruleName } from '@/domain/alert-conditions';
import type { ResolvedAlert } from '@/domain/alert-engine';
import { RULE_IDS } from '@/domain/alert-rules';
import { formatAbsoluteTime } from '@/domain/time';
import { SubjectCell } from './firing-table';

const DAY = 86_400_000;
const WITHIN = [
  { value: '1', label: 'Last 24 hours' },
  { value: '7', label: 'Last 7 days' },
  { value: '90', label: 'Last 90 days' },
] as const;

/** Resolved alerts of the last 90 days, filtered by rule, unit or site, and time. */
export function HistoryTable({
  rows,
  company,
  now,
}: {
  rows: readonly ResolvedAlert[];
  company: string | undefined;
  now: number;
}) {
  const [rule, setRule] = useState('');
  const [text, setText] = useState('');
  const [days, setDays] = useState('90');
  const ids = { rule: useId(), text: useId(), days: useId() };
  const shown = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const from = now - Number(days) * DAY;
    return rows.filter(
      (r) =>
        (!rule || r.rule === rule) &&
        r.resolvedAt >= from &&
        (!needle || r.subject.label.toLowerCase().includes(needle)),
    );
  }, [rows, rule, text, days, now]);
  const columns = useMemo<DataColumn<ResolvedAlert>[]>(
    () => [
      { id: 'rule', header: 'Rule', rowHeader: true, cell: (a) => ruleName(a.rule) },
      {
        id: 'subject',
        header: 'Unit or site',
        cell: (a) => <SubjectCell alert={a} company={company} />,
      },
      { id: 'value', header: 'Value', cell: (a) => a.value },
      { id: 'since', header: 'Started', cell: (a) => formatAbsoluteTime(a.since) },
      {
        id: 'resolved',
        header: 'Ended',
        cell: (a) =>
          `${formatAbsoluteTime(a.resolvedAt)}${a.reason === 'replaced' ? ' (replaced by a site alert)' : ''}`,
      },
      {
        id: 'ack',
        header: 'Acknowledged',
        cell: (a) => (a.ack ? `by ${a.ack.by}, ${formatAbsoluteTime(a.ack.at)}` : '—'),
      },
    ],
    [company],
  );
  const field = 'flex flex-col gap-1 text-sm';
  const input = 'rounded-md border border-line-strong bg-surface px-2 py-1.5';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <div className={field}>
          <label htmlFor={ids.rule}>Rule</label>
          <select
            id={ids.rule}
            className={input}
            value={rule}
            onChange={(e) => setRule(e.target.value)}
          >
            <option value="">All rules</option>
            {RULE_IDS.map((id) => (
              <option key={id} value={id}>
                {ruleName(id)}
              </option>
            ))}
            <option value="no-data">{ruleName('no-data')}</option>
          </select>
        </div>
        <div className={field}>
          <label htmlFor={ids.text}>Unit or site</label>
          <input
            id={ids.text}
            type="search"
            className={input}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className={field}>
          <label htmlFor={ids.days}>Ended within</label>
          <select
            id={ids.days}
            className={input}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          >
            {WITHIN.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        caption="Alert history"
        columns={columns}
        rows={shown}
        rowKey={(a) => a.id}
        empty={rows.length ? 'No resolved alerts match these filters.' : 'No alert has ended yet.'}
      />
    </div>
  );
}
