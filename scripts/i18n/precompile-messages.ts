// Build only: turns every message into react-intl's compiled form (ICU AST) so the browser never
// needs the ICU parser (~15 kB gzip) and the no-parser build of it is bundled instead
// (docs/decisions.md#languages). Covers each `messages.ts` (the English `defaultMessage`s) and
// each `messages.nl.json` / `messages.de.json`. Tests and the dev server keep the parser.
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';

const CATALOG = /\/messages\.[a-z]{2}\.json$/;
const SOURCE = /\/messages\.ts$/;

function compile(message: string, where: string): string {
  try {
    return JSON.stringify(parse(message));
  } catch (err) {
    throw new Error(`${where}: not a valid ICU message: ${(err as Error).message}`, { cause: err });
  }
}

/** messages.nl.json → the same JSON with each text replaced by its AST. */
export function compileCatalog(json: string, file: string): string {
  const texts = JSON.parse(json) as Record<string, unknown>;
  const out: string[] = [];
  for (const [id, text] of Object.entries(texts)) {
    if (typeof text !== 'string') throw new Error(`${file}: ${id} is not a string`);
    out.push(`${JSON.stringify(id)}:${compile(text, `${file} ${id}`)}`);
  }
  return `{${out.join(',')}}`;
}

/** messages.ts → the same code with each `defaultMessage: '…'` literal replaced by its AST. */
export function compileSource(code: string, file: string): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'defaultMessage') {
      const literal = node.initializer;
      // A computed message would reach the browser uncompiled, and it has no parser.
      if (!ts.isStringLiteralLike(literal) || ts.isTemplateExpression(literal))
        throw new Error(`${file}: defaultMessage must be a plain string literal`);
      edits.push({
        start: literal.getStart(source),
        end: literal.getEnd(),
        text: compile(literal.text, `${file} defaultMessage`),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (CATALOG.test(file)) return { code: compileCatalog(code, file), map: null };
      if (SOURCE.test(file)) return { code: compileSource(code, file), map: null };
      return undefined;
    },
  };
}
