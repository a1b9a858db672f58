import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
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
import { messages } from './messages';

interface JsonTreeViewProps {
  value: unknown;
  /** The root's name in paths: a field name of the document (data), never translated. */
  rootLabel?: string;
}

/** json_data as an escaped, collapsible, searchable tree with copy buttons (never HTML). */
export function JsonTreeView({ value, rootLabel = 'json_data' }: JsonTreeViewProps) {
  const intl = useIntl();
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
  const onCopy = useCallback(
    async (row: TreeRow, what: 'value' | 'path') => {
      const isContainer = row.kind === 'object' || row.kind === 'array';
      const text =
        what === 'path' ? row.path : isContainer ? toJsonText(row.value) : scalarText(row.value);
      const ok = await copyText(text);
      setStatus(
        ok
          ? intl.formatMessage(what === 'path' ? messages.copiedPath : messages.copiedValue, {
              path: row.path,
            })
          : intl.formatMessage(messages.copyFailed),
      );
    },
    [intl],
  );
  const setAll = (expanded: boolean) =>
    setOverrides(new Map(containerIds(value).map((nodeId) => [nodeId, expanded || nodeId === ''])));

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <SearchField
          label={intl.formatMessage(messages.searchIn, { root: rootLabel })}
          placeholder={intl.formatMessage(messages.keyOrValue)}
          value={query}
          onChange={setQuery}
          className="min-w-56 flex-1"
        />
        <Button size="sm" onClick={() => setAll(true)}>
          {intl.formatMessage(messages.expandAll)}
        </Button>
        <Button size="sm" onClick={() => setAll(false)}>
          {intl.formatMessage(messages.collapseAll)}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-xs text-fg-muted">
        {search ? intl.formatMessage(messages.matches, { count: search.matches.size, needle }) : ''}
        {status}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-md bg-surface-muted p-3 text-sm text-fg-muted">
          {intl.formatMessage(messages.noTreeMatch, { needle })}
        </p>
      ) : (
        <ul
          aria-label={intl.formatMessage(messages.treeLabel, { root: rootLabel })}
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
