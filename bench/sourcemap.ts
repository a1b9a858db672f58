// Minimal source-map reader (VLQ mappings → original source per generated position), enough to
// attribute chunk bytes and profile samples to src/ files and npm packages without a dependency.
import { existsSync, readFileSync } from 'node:fs';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

function vlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const d = DIGIT.get(ch) ?? 0;
    value += (d & 31) << shift;
    if (d & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Package name for node_modules sources, else the path from src/ on. */
export function owner(source: string): string {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const src = source.match(/(src\/.*)$/);
  return src ? src[1]! : source.replace(/^(\.\.\/)+/, '');
}

/** Per generated line: segments [generatedColumn, sourceIndex (-1 = unmapped), originalLine]. */
export interface SourceMapIndex {
  sources: string[];
  lines: [number, number, number][][];
}

export function readSourceMap(path: string): SourceMapIndex | undefined {
  if (!existsSync(path)) return undefined;
  const map = JSON.parse(readFileSync(path, 'utf8')) as { sources: string[]; mappings: string };
  let src = 0;
  let origLine = 0;
  const lines = map.mappings.split(';').map((line) => {
    let col = 0;
    return (line ? line.split(',') : []).map((s): [number, number, number] => {
      const seg = vlq(s);
      col += seg[0] ?? 0;
      if (seg.length < 4) return [col, -1, 0];
      src += seg[1]!;
      origLine += seg[2]!;
      return [col, src, origLine];
    });
  });
  return { sources: map.sources, lines };
}

/** Original source (owner form) and 1-based line of a generated position (0-based line, column). */
export function sourceAt(
  index: SourceMapIndex,
  line: number,
  column: number,
): { owner: string; line: number } | undefined {
  const segs = index.lines[line];
  if (!segs) return undefined;
  let found: [number, number, number] | undefined;
  for (const s of segs) {
    if (s[0] > column) break;
    found = s;
  }
  return found && found[1] >= 0
    ? { owner: owner(index.sources[found[1]] ?? '?'), line: found[2] + 1 }
    : undefined;
}
