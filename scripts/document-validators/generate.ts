// Turns the zod document schemas into Ajv standalone code: the fast path of src/api/parse/document-parse.ts.
// Runs at build time only (Vite plugin / tests); the output needs no Ajv, no eval, no new Function.
import { z } from 'zod';
import { Ajv, _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { ImpreciseInteger } from '../../src/domain/exact-json.ts';

type JsonSchema = Record<string, unknown>;

/** Classes a schema may test with z.instanceof, and where the generated code imports them from. */
const CLASSES = new Map<unknown, { name: string; from: string }>([
  [ImpreciseInteger, { name: 'ImpreciseInteger', from: '@/domain/exact-json' }],
]);

/** `{ minimum: 0 }` for z.bigint().nonnegative(); zod also visits the check-less parent clone. */
function bigintBounds(schema: { _zod: { def: unknown } }): { minimum?: number } {
  const checks = (schema._zod.def as { checks?: { _zod: { def: Record<string, unknown> } }[] })
    .checks;
  if (!checks?.length) return {};
  const only = checks.length === 1 ? checks[0]!._zod.def : undefined;
  if (only?.check === 'greater_than' && only.value === 0n && only.inclusive === true)
    return { minimum: 0 };
  throw new Error('document-validators: only z.bigint().nonnegative() has a fast check');
}

/** `type: [a, b]` → anyOf: Ajv's error for a type list embeds the whole schema in the output. */
function splitTypeLists(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(splitTypeLists);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = splitTypeLists(value);
  if (Array.isArray(out.type)) {
    const types = out.type as string[];
    delete out.type;
    return { anyOf: types.map((type) => ({ type })), ...out };
  }
  return out;
}

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
 * JSON Schema of one kind; what JSON Schema cannot say (bigint, instanceof) gets our keywords, and
 * tolerant.ts labels its optional fields (unreadableAs).
 */
export function jsonSchemaOf(schema: z.ZodType, markerDropped: boolean): JsonSchema {
  const raw = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-07',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type === 'bigint') {
        jsonSchema.bigint = bigintBounds(zodSchema);
      } else if (def.type === 'custom') {
        const cls = CLASSES.get((zodSchema._zod as { bag: { Class?: unknown } }).bag.Class);
        if (!cls) throw new Error('document-validators: a z.custom schema has no fast check');
        jsonSchema.instanceOf = cls.name;
      }
    },
  }) as JsonSchema;
  delete raw.$schema;
  const json = splitTypeLists(raw) as JsonSchema;
  // parseDocument drops a server field named _invalid (it must not fake our marker): such a
  // document is changed by the tolerant path, so the fast path must refuse it.
  if (!markerDropped) return json;
  return { ...json, properties: { ...(json.properties as JsonSchema), _invalid: false } };
}

function newAjv() {
  const ajv = new Ajv({
    code: { source: true, esm: true },
    // Nobody reads Ajv's messages (the tolerant zod path explains a refused document).
    messages: false,
    // Lengths in UTF-16 units like zod's .min()/.max(), and without Ajv's ucs2length helper (a
    // require() in standalone code). Ajv calls the option deprecated; its warning is dropped below.
    unicode: false,
    logger: {
      log: console.log,
      warn: (...args: unknown[]) => {
        if (!String(args[0]).startsWith('DEPRECATED: option unicode')) console.warn(...args);
      },
      error: console.error,
    },
    strict: true,
  });
  // Labels for the tolerant paths (tolerant.ts): annotations, no check.
  ajv.addVocabulary(['unreadableAs', 'unreadableWhenMissing']);
  ajv.addKeyword({
    keyword: 'bigint',
    schemaType: 'object',
    code: (cxt) => {
      const { minimum } = cxt.schema as { minimum?: number };
      const bigint = _`typeof ${cxt.data} == "bigint"`;
      cxt.fail(
        minimum === undefined
          ? _`!(${bigint})`
          : _`!(${bigint} && ${cxt.data} >= BigInt(${minimum}))`,
      );
    },
  });
  const names = new Set([...CLASSES.values()].map((c) => c.name));
  ajv.addKeyword({
    keyword: 'instanceOf',
    schemaType: 'string',
    code: (cxt) => {
      if (!names.has(cxt.schema as string)) throw new Error(`unknown class ${String(cxt.schema)}`);
      cxt.fail(
        _`!(${cxt.data} instanceof ${_([cxt.schema as string] as unknown as TemplateStringsArray)})`,
      );
    },
  });
  return ajv;
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
    .filter((c) => code.includes(`instanceof ${c.name}`))
    .map((c) => `import { ${c.name} } from '${c.from}';`);
  return `// Generated from src/api/schemas.ts by scripts/document-validators; do not edit.\n${imports.join('\n')}\n${code}\n${data}\n`;
}
