import { useMemo, useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import type { ResolvedAlert } from '@/domain/alerts/alert-engine';
import { RULE_IDS } from '@/domain/alerts/alert-rules';
import { useAlertTable, type AlertTableProps } from './firing-table';
import { messages } from './messages';
import { Field } from '@/components/ui/field';
import { Options, Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';

const DAY = 86_400_000;
const WITHIN_DAYS = ['1', '7', '90'] as const;
const WITHIN_LABEL = { 1: messages.last24h, 7: messages.last7d, 90: messages.last90d } as const;

/** Resolved alerts of the last 90 days, filtered by rule, unit or site, and time. */
export function HistoryTable({
  rows,
  now,
  ...table
}: AlertTableProps & { rows: readonly ResolvedAlert[]; now: number }) {
  const { intl, f, text: alertText, lead, ackOf } = useAlertTable(table);
  const [rule, setRule] = useState('');
  const [text, setText] = useState('');
  const [days, setDays] = useState('90');
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
      ...lead,
      {
        id: 'value',
        header: intl.formatMessage(messages.colValue),
        cell: (a) => alertText.value(a),
      },
      {
        id: 'since',
        header: intl.formatMessage(messages.colStarted),
        cell: (a) => f.absoluteTime(a.since),
      },
      {
        id: 'resolved',
        header: intl.formatMessage(messages.colEnded),
        cell: (a) =>
          `${f.absoluteTime(a.resolvedAt)}${a.reason === 'replaced' ? intl.formatMessage(messages.replacedBySite) : ''}`,
      },
      {
        id: 'ack',
        header: intl.formatMessage(messages.colAcknowledged),
        cell: (a) => (a.ack ? ackOf(a.ack) : '—'),
      },
    ],
    [intl, f, alertText, lead, ackOf],
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Field label={intl.formatMessage(messages.colRule)}>
          <Select value={rule} onChange={(e) => setRule(e.target.value)}>
            <option value="">{intl.formatMessage(messages.allRules)}</option>
            <Options values={RULE_IDS} label={(id) => alertText.ruleName(id)} />
            <option value="no-data">{alertText.ruleName('no-data')}</option>
          </Select>
        </Field>
        <Field label={intl.formatMessage(messages.colSubject)}>
          <TextInput type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Field label={intl.formatMessage(messages.endedWithin)}>
          <Select value={days} onChange={(e) => setDays(e.target.value)}>
            <Options values={WITHIN_DAYS} label={(d) => intl.formatMessage(WITHIN_LABEL[d])} />
          </Select>
        </Field>
      </div>
      <DataTable
        caption={intl.formatMessage(messages.historyCaption)}
        columns={columns}
        rows={shown}
        rowKey={(a) => a.id}
        empty={intl.formatMessage(rows.length ? messages.historyNoMatch : messages.historyEmpty)}
      />
    </div>
  );
}
