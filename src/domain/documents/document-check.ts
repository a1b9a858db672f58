// The generated check of a document kind: its zod schema (schemas.ts) as JSON Schema, checked by
// Ajv. The build turns it into standalone code for the browser (scripts/document-validators); the
// engine compiles the same check when it starts. Either accepts exactly the documents zod keeps as
// they are (document-parity.test.ts), so a clean document skips the tolerant zod parse.
import { z } from 'zod';
import { Ajv, _, type ValidateFunction } from 'ajv';
import { ImpreciseInteger } from '../exact-json.ts';

export type JsonSchema = Record<string, unknown>;

/** Classes a schema may test with z.instanceof, and where the generated code imports them from. */
export const CLASSES = new Map<unknown, { name: string; from: string }>([
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

export function newAjv() {
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
  const byName = new Map([...CLASSES].map(([cls, { name }]) => [name, cls]));
  ajv.addKeyword({
    keyword: 'instanceOf',
    schemaType: 'string',
    code: (cxt) => {
      const name = cxt.schema as string;
      if (!byName.has(name)) throw new Error(`unknown class ${name}`);
      // The class itself when compiled in-process; its imported name in standalone code.
      const cls = cxt.gen.scopeValue('keyword', {
        ref: byName.get(name),
        code: _([name] as unknown as TemplateStringsArray),
      });
      cxt.fail(_`!(${cxt.data} instanceof ${cls})`);
    },
  });
  return ajv;
}

/** The check of one kind, compiled in-process (the engine): true when zod would keep it as it is. */
export function compileDocumentCheck(schema: z.ZodType, markerDropped = true): ValidateFunction {
  return newAjv().compile(jsonSchemaOf(schema, markerDropped));
}
