import { equipmentFacts } from '@/api/equipment-facts';
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Equipment } from '@/domain/documents/schemas';
import { EmptyState } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import {
  decodeActiveErrors,
  formatActiveErrorsHex,
  type DecodedActiveErrors,
} from '@/domain/equipment/active-errors';
import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import { messages } from './messages';
import { Tag } from '@/components/ui/tag';

interface ActiveErrorsPanelProps {
  equipment: Equipment;
  catalog: readonly CatalogEntry[];
  /** Shown under the list: where the descriptions come from (server or built-in fallback). */
  catalogNote?: React.ReactNode;
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="note"
      className="rounded-md border border-attention-line bg-attention-subtle p-3 text-sm text-attention-on-soft"
    >
      {children}
    </div>
  );
}

function summary(decoded: DecodedActiveErrors, intl: IntlShape): string | null {
  if (decoded.status !== 'ok') return null;
  const total = decoded.errors.length;
  const critical = decoded.errors.filter((e) => e.critical).length;
  if (total === 0) return null;
  return critical
    ? intl.formatMessage(messages.activeErrorsSummaryCritical, { total, critical })
    : intl.formatMessage(messages.activeErrorsSummary, { total });
}

/**
 * docs/decisions.md#active-errors: one list item per set bit, critical first; never a guess when
 * the value is not exact.
 */
export function ActiveErrorsPanel({ equipment, catalog, catalogNote }: ActiveErrorsPanelProps) {
  const { activeErrors: raw, activeErrorsUnreadable: malformed } = equipmentFacts(equipment);
  const decoded = decodeActiveErrors(raw, catalog);
  const [showRaw, setShowRaw] = useState(false);
  const rawId = useId();
  const intl = useIntl();
  const count = summary(decoded, intl);

  return (
    <Panel
      title={intl.formatMessage(messages.activeErrors)}
      actions={count && <span className="text-fg-soft">{count}</span>}
    >
      {malformed || decoded.status === 'malformed' ? (
        <Notice>{intl.formatMessage(messages.activeErrorsUnreadable)}</Notice>
      ) : decoded.status === 'absent' ? (
        <EmptyState>{intl.formatMessage(messages.activeErrorsAbsent)}</EmptyState>
      ) : decoded.status === 'imprecise' ? (
        <Notice>
          {intl.formatMessage(messages.activeErrorsImprecise, {
            approx: decoded.approx === undefined ? '' : intl.formatNumber(decoded.approx),
          })}
        </Notice>
      ) : decoded.errors.length === 0 ? (
        <EmptyState>{intl.formatMessage(messages.noActiveErrors)}</EmptyState>
      ) : (
        <ul className="divide-y divide-line-subtle">
          {decoded.errors.map((e) => (
            <li
              key={e.bit}
              className="flex flex-wrap items-baseline gap-x-2 gap-y-1 py-1.5 text-sm"
            >
              {e.errorId && (
                <span className="w-14 shrink-0 font-mono font-semibold">{e.errorId}</span>
              )}
              <span className="min-w-0 flex-1 break-words">{e.description}</span>
              {e.critical && <Tag tone="fault">{intl.formatMessage(messages.critical)}</Tag>}
              <span className="text-xs text-fg-muted">
                {intl.formatMessage(messages.errorBit, { bit: e.bit })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {decoded.status === 'ok' && decoded.value !== undefined && (
        <div className="mt-3 text-sm">
          <button
            type="button"
            className="text-accent underline"
            aria-expanded={showRaw}
            aria-controls={rawId}
            onClick={() => setShowRaw((v) => !v)}
          >
            {intl.formatMessage(showRaw ? messages.hideRawValue : messages.showRawValue)}
          </button>
          {showRaw && (
            <p id={rawId} className="mt-1 font-mono text-[0.8125rem]">
              {formatActiveErrorsHex(decoded.value)}{' '}
              <span className="text-fg-muted">({decoded.value.toString()})</span>
            </p>
          )}
        </div>
      )}
      {catalogNote && <div className="mt-2 text-xs text-fg-muted">{catalogNote}</div>}
    </Panel>
  );
}
