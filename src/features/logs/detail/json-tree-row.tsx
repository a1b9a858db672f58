import { memo } from 'react';
import type { TreeRow } from './json-tree';
import { scalarText } from './json-tree';
import { Highlight } from './highlight';

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

function containerSummary(row: TreeRow): string {
  return row.kind === 'array'
    ? `[${row.size} ${row.size === 1 ? 'item' : 'items'}]`
    : `{${row.size} ${row.size === 1 ? 'key' : 'keys'}}`;
}

/** One node. Values are React text children: an HTML/script payload shows as the characters it is. */
export const JsonTreeRow = memo(function JsonTreeRow({
  row,
  needle,
  onToggle,
  onCopy,
}: JsonTreeRowProps) {
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
          aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${row.path}`}
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
          <span className="text-fg-muted">{containerSummary(row)}</span>
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
            … {row.hiddenChildren} more not listed here; download the JSON to see them all.
          </span>
        )}
      </div>
      <span className="flex shrink-0 gap-1 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
        <button
          type="button"
          className="rounded px-1.5 text-xs text-fg-soft ring-1 ring-line-strong hover:bg-surface-strong"
          aria-label={`Copy value of ${row.path}`}
          onClick={() => onCopy(row, 'value')}
        >
          Copy value
        </button>
        <button
          type="button"
          className="rounded px-1.5 text-xs text-fg-soft ring-1 ring-line-strong hover:bg-surface-strong"
          aria-label={`Copy path ${row.path}`}
          onClick={() => onCopy(row, 'path')}
        >
          Copy path
        </button>
      </span>
    </li>
  );
});
