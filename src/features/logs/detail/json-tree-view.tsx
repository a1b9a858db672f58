import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/download';
import {
  containerIds,
  flattenJson,
  scalarText,
  searchJson,
  toJsonText,
  type TreeRow,
} from './json-tree';
import { JsonTreeRow } from './json-tree-row';

interface JsonTreeViewProps {
  value: unknown;
  rootLabel?: string;
}

/** json_data as an escaped, collapsible, searchable tree with copy buttons (never HTML). */
export function JsonTreeView({ value, rootLabel = 'json_data' }: JsonTreeViewProps) {
  const id = useId();
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const needle = useDeferredValue(query.trim());
  // A new search opens the way to its matches: earlier open/close choices are dropped.
  const [searchedFor, setSearchedFor] = useState(needle);
  if (searchedFor !== needle) {
    setSearchedFor(needle);
    setOverrides(new Map());
  }
  const search = useMemo(() => (needle ? searchJson(value, needle) : undefined), [value, needle]);
  const rows = useMemo(
    () => flattenJson(value, { rootLabel, overrides, ...(search ? { search } : {}) }),
    [value, rootLabel, overrides, search],
  );

  const onToggle = useCallback((nodeId: string, expanded: boolean) => {
    setOverrides((prev) => new Map(prev).set(nodeId, expanded));
  }, []);
  const onCopy = useCallback(async (row: TreeRow, what: 'value' | 'path') => {
    const isContainer = row.kind === 'object' || row.kind === 'array';
    const text =
      what === 'path' ? row.path : isContainer ? toJsonText(row.value) : scalarText(row.value);
    const ok = await copyText(text);
    setStatus(
      ok
        ? `Copied the ${what} of ${row.path}.`
        : `Could not copy: the browser refused access to the clipboard.`,
    );
  }, []);
  const setAll = (expanded: boolean) =>
    setOverrides(new Map(containerIds(value).map((nodeId) => [nodeId, expanded || nodeId === ''])));

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-xs font-medium text-fg-muted">
            Search in {rootLabel}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Key or value"
            autoComplete="off"
            className="rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm"
          />
        </div>
        <Button size="sm" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="sm" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </div>
      <p role="status" className="min-h-5 text-xs text-fg-muted">
        {search
          ? `${search.matches.size} ${search.matches.size === 1 ? 'match' : 'matches'} for “${needle}”. `
          : ''}
        {status}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-md bg-surface-muted p-3 text-sm text-fg-muted">
          No key or value contains “{needle}”.
        </p>
      ) : (
        <ul
          aria-label={`${rootLabel} tree`}
          className="overflow-x-auto rounded-md border border-line p-1"
        >
          {rows.map((row) => (
            <JsonTreeRow
              key={row.id}
              row={row}
              needle={needle}
              onToggle={onToggle}
              onCopy={onCopy}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
