import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import type { ResolvedAlert } from '@/domain/alerts/alert-engine';
import { RULE_IDS } from '@/domain/alerts/alert-rules';
import { useFormat } from '@/lib/use-format';
import { useAlertText } from './alert-text';
import { SubjectCell } from './firing-table';
import { messages, valueMessages } from './messages';
import { Options } from '@/components/ui/select';

const DAY = 86_400_000;
const WITHIN = [
  { value: '1', label: messages.last24h },
  { value: '7', label: messages.last7d },
  { value: '90', label: messages.last90d },
] as const;

/** Resolved alerts of the last 90 days, filtered by rule, unit or site, and time. */
export function HistoryTable({
  rows,
  company,
  now,
  ackText = valueMessages.ackBy,
}: {
  rows: readonly ResolvedAlert[];
  company: string | undefined;
  now: number;
  /** How an acknowledgement reads (FiringTable's `ackText`). */
  ackText?: typeof valueMessages.ackBy;
}) {
  const intl = useIntl();
  const f = useFormat();
  const alertText = useAlertText();
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
      {
        id: 'rule',
        header: intl.formatMessage(messages.colRule),
        rowHeader: true,
        cell: (a) => alertText.ruleName(a.rule),
      },
      {
        id: 'subject',
        header: intl.formatMessage(messages.colSubject),
        cell: (a) => <SubjectCell alert={a} company={company} />,
      },
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
        cell: (a) =>
          a.ack
            ? intl.formatMessage(ackText, {
                by: a.ack.by,
                at: f.absoluteTime(a.ack.at),
              })
            : '—',
      },
    ],
    [company, intl, f, alertText, ackText],
  );
  const field = 'flex flex-col gap-1 text-sm';
  const input = 'rounded-md border border-line-strong bg-surface px-2 py-1.5';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <div className={field}>
          <label htmlFor={ids.rule}>
            <FormattedMessage {...messages.colRule} />
          </label>
          <select
            id={ids.rule}
            className={input}
            value={rule}
            onChange={(e) => setRule(e.target.value)}
          >
            <option value="">{intl.formatMessage(messages.allRules)}</option>
            <Options values={RULE_IDS} label={(id) => alertText.ruleName(id)} />
            <option value="no-data">{alertText.ruleName('no-data')}</option>
          </select>
        </div>
        <div className={field}>
          <label htmlFor={ids.text}>
            <FormattedMessage {...messages.colSubject} />
          </label>
          <input
            id={ids.text}
            type="search"
            className={input}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className={field}>
          <label htmlFor={ids.days}>
            <FormattedMessage {...messages.endedWithin} />
          </label>
          <select
            id={ids.days}
            className={input}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          >
            {WITHIN.map((w) => (
              <option key={w.value} value={w.value}>
                {intl.formatMessage(w.label)}
              </option>
            ))}
          </select>
        </div>
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
