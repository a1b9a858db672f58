import { memo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { TreeRow } from './json-tree';
import { scalarText } from './json-tree';
import { Highlight } from './highlight';
import { messages } from './messages';

const VALUE_CLASSES: Record<string, string> = {
  string: 'text-ok-text',
  number: 'text-busy-text',
  bigint: 'text-busy-text',
  boolean: 'text-unknown-text',
  null: 'italic text-fg-muted',
  other: 'text-fg-soft',
};

interface JsonTreeRowProps {
  row: TreeRow;
  needle: string;
  onToggle: (id: string, expanded: boolean) => void;
  onCopy: (row: TreeRow, what: 'value' | 'path') => void;
}

/** The row's two copy buttons: what each copies, its text and its accessible name. */
const COPY_BUTTONS = [
  { what: 'value', label: messages.copyValue, labelOf: messages.copyValueOf },
  { what: 'path', label: messages.copyPath, labelOf: messages.copyPathOf },
] as const;

function containerSummary(intl: IntlShape, row: TreeRow): string {
  return intl.formatMessage(row.kind === 'array' ? messages.arraySize : messages.objectSize, {
    size: row.size,
  });
}

/** One node. Values are React text children: an HTML/script payload shows as the characters it is. */
export const JsonTreeRow = memo(function JsonTreeRow({
  row,
  needle,
  onToggle,
  onCopy,
}: JsonTreeRowProps) {
  const intl = useIntl();
  const isContainer = row.kind === 'object' || row.kind === 'array';
  const keyText = row.key === null ? row.path : String(row.key);
  return (
    <li
      data-path={row.path}
      data-match={row.match || undefined}
      className={`group flex items-start gap-1 rounded px-1 py-0.5 ${row.match ? 'bg-attention-subtle' : 'hover:bg-surface-hover'}`}
      style={{ paddingLeft: `${row.depth * 1.25 + 0.25}rem` }}
    >
      {isContainer && row.size > 0 ? (
        <button
          type="button"
          className="w-5 shrink-0 rounded text-fg-muted hover:bg-surface-inset"
          aria-expanded={row.expanded}
          aria-label={intl.formatMessage(
            row.expanded ? messages.collapsePath : messages.expandPath,
            {
              path: row.path,
            },
          )}
          onClick={() => onToggle(row.id, !row.expanded)}
        >
          <span aria-hidden>{row.expanded ? '▾' : '▸'}</span>
        </button>
      ) : (
        <span className="w-5 shrink-0" aria-hidden />
      )}
      <div className="min-w-0 flex-1 font-mono text-sm">
        <span className={typeof row.key === 'number' ? 'text-fg-muted' : 'font-semibold'}>
          <Highlight text={keyText} needle={needle} />
        </span>
        <span className="text-fg-subtle">: </span>
        {isContainer ? (
          <span className="text-fg-muted">{containerSummary(intl, row)}</span>
        ) : (
          <span
            className={`whitespace-pre-wrap [overflow-wrap:anywhere] ${VALUE_CLASSES[row.kind] ?? ''}`}
          >
            {row.kind === 'string' ? '"' : ''}
            <Highlight text={scalarText(row.value)} needle={needle} />
            {row.kind === 'string' ? '"' : ''}
          </span>
        )}
        {row.hiddenChildren > 0 && (
          <span className="block text-xs text-fg-muted">
            {intl.formatMessage(messages.moreHidden, { count: row.hiddenChildren })}
          </span>
        )}
      </div>
      <span className="flex shrink-0 gap-1 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
        {COPY_BUTTONS.map(({ what, label, labelOf }) => (
          <button
            key={what}
            type="button"
            className="rounded px-1.5 text-xs text-fg-soft ring-1 ring-line-strong hover:bg-surface-strong"
            aria-label={intl.formatMessage(labelOf, { path: row.path })}
            onClick={() => onCopy(row, what)}
          >
            {intl.formatMessage(label)}
          </button>
        ))}
      </span>
    </li>
  );
});
