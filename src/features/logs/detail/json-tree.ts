// json_data as rows of a collapsible tree: pure functions, so flattening and search are tested
// without a browser. Values are only ever turned into text, never into markup.

export type JsonKind =
  'object' | 'array' | 'string' | 'number' | 'bigint' | 'boolean' | 'null' | 'other';

export interface JsonNode {
  /** JSON Pointer (RFC 6901) of the node inside the root: '' for the root itself. */
  id: string;
  /** Readable path for copying, e.g. `json_data.settings[0].name`. */
  path: string;
  /** Property name or array index; null for the root. */
  key: string | number | null;
  depth: number;
  kind: JsonKind;
  value: unknown;
  /** Number of children of an object or array. */
  size: number;
}

export interface TreeRow extends JsonNode {
  expanded: boolean;
  /** The node's key or value contains the search text. */
  match: boolean;
  /** Children not listed because the container is very large. */
  hiddenChildren: number;
}

/** More children than this are summarized (the downloaded JSON has them all). */
export const MAX_CHILDREN_SHOWN = 1000;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function kindOf(value: unknown): JsonKind {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'object':
      return 'object';
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'bigint':
      return 'bigint';
    case 'boolean':
      return 'boolean';
    default:
      return 'other';
  }
}

export function childEntries(value: unknown): [string | number, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  if (kindOf(value) === 'object') return Object.entries(value as Record<string, unknown>);
  return [];
}

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return IDENTIFIER.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

function childId(parent: string, key: string | number): string {
  return `${parent}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

function nodeOf(
  value: unknown,
  id: string,
  path: string,
  key: string | number | null,
  depth: number,
): JsonNode {
  const kind = kindOf(value);
  const size =
    kind === 'array'
      ? (value as unknown[]).length
      : kind === 'object'
        ? Object.keys(value as object).length
        : 0;
  return { id, path, key, depth, kind, value, size };
}

/** A scalar as the tree shows it: strings verbatim (the view adds quotes), others as JSON would. */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value;
  return String(value);
}

/** Containers open by default near the top, unless they are big. */
export function expandedByDefault(node: JsonNode): boolean {
  return node.depth === 0 || (node.depth < 2 && node.size <= 50);
}

export interface SearchResult {
  matches: Set<string>;
  /** Ids of containers holding a match somewhere below: opened while searching. */
  containsMatch: Set<string>;
}

/** Case-insensitive substring search over keys and scalar values. */
export function searchJson(root: unknown, query: string): SearchResult {
  const needle = query.trim().toLowerCase();
  const result: SearchResult = { matches: new Set(), containsMatch: new Set() };
  if (!needle) return result;
  const visit = (
    value: unknown,
    id: string,
    key: string | number | null,
    depth: number,
  ): boolean => {
    const kind = kindOf(value);
    const isContainer = kind === 'object' || kind === 'array';
    const self =
      (typeof key === 'string' && key.toLowerCase().includes(needle)) ||
      (!isContainer && scalarText(value).toLowerCase().includes(needle));
    if (self) result.matches.add(id);
    let below = false;
    if (isContainer && depth < 64) {
      for (const [childKey, child] of childEntries(value)) {
        if (visit(child, childId(id, childKey), childKey, depth + 1)) below = true;
      }
    }
    if (below) result.containsMatch.add(id);
    return self || below;
  };
  visit(root, '', null, 0);
  return result;
}

export interface FlattenOptions {
  rootLabel?: string;
  /** User choices by node id; they win over the defaults and over search opening. */
  overrides?: ReadonlyMap<string, boolean>;
  /** Pass only while a search text is entered: then rows without a match (or context) hide. */
  search?: SearchResult;
}

/** The rows on screen, in document order. While searching only matches and their context show. */
export function flattenJson(
  root: unknown,
  { rootLabel = 'json_data', overrides, search }: FlattenOptions = {},
): TreeRow[] {
  const rows: TreeRow[] = [];
  const searching = search !== undefined;
  const visit = (node: JsonNode, insideMatch: boolean) => {
    const match = search?.matches.has(node.id) ?? false;
    const leadsToMatch = search?.containsMatch.has(node.id) ?? false;
    if (searching && !match && !leadsToMatch && !insideMatch) return;
    const isContainer = node.kind === 'object' || node.kind === 'array';
    const expanded =
      isContainer &&
      (overrides?.get(node.id) ?? ((searching && leadsToMatch) || expandedByDefault(node)));
    const entries = expanded ? childEntries(node.value) : [];
    const shown = entries.slice(0, MAX_CHILDREN_SHOWN);
    rows.push({ ...node, expanded, match, hiddenChildren: entries.length - shown.length });
    if (node.depth >= 64) return;
    for (const [key, child] of shown) {
      visit(
        nodeOf(child, childId(node.id, key), childPath(node.path, key), key, node.depth + 1),
        insideMatch || (match && isContainer),
      );
    }
  };
  visit(nodeOf(root, '', rootLabel, null, 0), false);
  return rows;
}

/** Every container id, for "Expand all". */
export function containerIds(root: unknown): string[] {
  const ids: string[] = [];
  const visit = (value: unknown, id: string, depth: number) => {
    const kind = kindOf(value);
    if (kind !== 'object' && kind !== 'array') return;
    ids.push(id);
    if (depth >= 64) return;
    for (const [key, child] of childEntries(value)) visit(child, childId(id, key), depth + 1);
  };
  visit(root, '', 0);
  return ids;
}

const BIG = '\u0000bigint:';

/** JSON text of a parsed value; big integers stay exact digits (docs/decisions.md#active-errors). */
export function toJsonText(value: unknown, indent = 2): string {
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => (typeof v === 'bigint' ? `${BIG}${v}` : v),
    indent,
  );
  // The marker starts with U+0000 (written as \u0000), which no real device text carries.
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1');
}
