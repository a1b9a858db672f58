// Turns the zod document schemas into Ajv standalone code: the fast path of src/api/parse/document-parse.ts.
// Runs at build time only (Vite plugin / tests); the output needs no Ajv, no eval, no new Function.
import type { z } from 'zod';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { CLASSES, jsonSchemaOf, newAjv } from '../../src/domain/documents/document-check.ts';

/** Replaces each Ajv error object literal by `{}`: nobody reads them, and they are a third of the code. */
function dropErrorDetails(code: string): string {
  const start = '{instancePath:';
  let out = '';
  let from = 0;
  for (let at = code.indexOf(start); at >= 0; at = code.indexOf(start, from)) {
    out += `${code.slice(from, at)}{}`;
    let depth = 0;
    let quote: string | null = null;
    let i = at;
    for (; i < code.length; i++) {
      const c = code[i]!;
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) break;
    }
    from = i + 1;
  }
  return out + code.slice(from);
}

/**
 * ES module source exporting `validate(doc): boolean` and `jsonSchema` for one kind. `markerDropped`: the kind is
 * parsed with parseDocument, which drops a server field `_invalid`.
 */
export function generateValidator(schema: z.ZodType, markerDropped: boolean): string {
  const ajv = newAjv();
  ajv.addSchema(jsonSchemaOf(schema, markerDropped), 'document');
  // The schema itself (without the _invalid rule) for schema-repair.ts; unused = tree-shaken.
  const data = `export const jsonSchema = ${JSON.stringify(jsonSchemaOf(schema, false))};`;
  let code = standaloneCode(ajv, { validate: 'document' });
  if (/\brequire\(|\bnew Function\b|\beval\(/.test(code))
    throw new Error('document-validators: generated code needs require/eval; the CSP forbids it');
  code = dropErrorDetails(code.replace(/^"use strict";/, ''));
  const imports = [...CLASSES.values()]
    .filter((c) => new RegExp(`\\b${c.name}\\b`).test(code))
    .map((c) => `import { ${c.name} } from '${c.from}';`);
  return `// Generated from src/domain/documents/schemas.ts by scripts/document-validators; do not edit.\n${imports.join('\n')}\n${code}\n${data}\n`;
}
