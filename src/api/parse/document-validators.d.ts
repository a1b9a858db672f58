// Modules made by scripts/document-validators/vite-plugin.ts at build and test time, one per key
// of documentSchemas / rowSchemas in schemas.ts (e.g. virtual:validate/equipment).
declare module 'virtual:validate/*' {
  /** True when the zod schema would accept the document unchanged: it may skip zod. */
  export const validate: (doc: unknown) => boolean;
  /** The JSON Schema it was generated from (read by schema-repair.ts). */
  export const jsonSchema: import('./schema-repair.ts').JsonSchema;
}
