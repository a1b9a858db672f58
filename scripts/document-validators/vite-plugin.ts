// Serves `virtual:validate/<kind>`: the Ajv standalone validator generated from the zod schema
// of that document kind (src/domain/documents/schemas.ts documentSchemas / rowSchemas) at build and test time.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:validate/';
const PRINT = fileURLToPath(new URL('./print.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function documentValidators(): Plugin {
  // Generated once per process (tsx child: the schemas import '@/…' paths Vite's config loader lacks).
  let modules: Record<string, string> | undefined;
  const generate = () =>
    (modules ??= JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', PRINT], { cwd: ROOT, encoding: 'utf8' }),
    ) as Record<string, string>);
  return {
    name: 'document-validators',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const kind = id.slice(PREFIX.length + 1);
      const code = generate()[kind];
      if (code === undefined)
        this.error(`${PREFIX}${kind}: no such document kind in src/domain/documents/schemas.ts`);
      return code;
    },
    // A schema edit regenerates on the next build; the dev server restarts to pick it up.
    watchChange: (file) => {
      if (
        file.endsWith('/src/domain/documents/schemas.ts') ||
        file.endsWith('/src/domain/documents/tolerant.ts')
      )
        modules = undefined;
    },
  };
}
