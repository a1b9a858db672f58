// Prints the generated validators as JSON { kind: ES module source } (read by vite-plugin.ts).
import { documentSchemas, rowSchemas } from '../../src/domain/documents/schemas.ts';
import { generateValidator } from './generate.ts';

const modules: Record<string, string> = {};
for (const [kind, schema] of Object.entries(documentSchemas))
  modules[kind] = generateValidator(schema, true);
for (const [kind, schema] of Object.entries(rowSchemas))
  modules[kind] = generateValidator(schema, false);
process.stdout.write(JSON.stringify(modules));
