// @vitest-environment node
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the layer rules of eslint.config.js: each forbidden import fails lint, a correct one passes.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: import.meta.dirname, ignore: false });
});

/** Some module of a feature, found on disk so the test survives files moving inside it. */
function moduleOf(feature: string): string {
  const files = readdirSync(`${import.meta.dirname}/src/features/${feature}`, { recursive: true });
  const file = files.map(String).find((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
  if (!file) throw new Error(`no module in src/features/${feature}`);
  return `${feature}/${file.replace(/\.tsx?$/, '')}`;
}

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('eslint.config.js layers', { timeout: 60_000 }, () => {
  it('fails an upward import (domain → api)', async () => {
    const found = await problems(
      'src/domain/upward.ts',
      "import { apiClient } from '@/api/client';\n\nexport const x = apiClient;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/domain/)]);
  });

  it('fails an upward import by relative path (components → features)', async () => {
    const found = await problems(
      'src/components/ui/upward.ts',
      `import * as auth from '../../features/${moduleOf('auth')}';\n\nexport const x = auth;\n`,
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths:/)]);
  });

  it('fails React in the domain layer', async () => {
    const found = await problems(
      'src/domain/hooked.ts',
      "import { useState } from 'react';\n\nexport const x = useState;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*no React/)]);
  });

  it('fails a feature → feature import', async () => {
    const found = await problems(
      'src/features/fleet/sideways.ts',
      `import * as logs from '@/features/${moduleOf('logs')}';\n\nexport const x = logs;\n`,
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/),
    ]);
  });

  it('fails production code importing src/testing', async () => {
    const found = await problems(
      'src/api/helper.ts',
      "import { simFetch } from '@/testing/sim-fetch';\n\nexport const x = simFetch;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*tests only/)]);
  });

  it('fails the engine importing the app beyond src/domain', async () => {
    const found = await problems(
      'server/engine/poller/upward.ts',
      "import { apiClient } from '../../../src/api/client.ts';\n\nexport const x = apiClient;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/domain only/),
    ]);
  });

  it('passes the engine importing src/domain (the rules, written once)', async () => {
    const found = await problems(
      'server/engine/poller/fine.ts',
      "import { projectFleetUnit } from '../../../src/domain/fleet/fleet-unit.ts';\n\nexport const x = projectFleetUnit;\n",
    );
    expect(found).toEqual([]);
  });

  it('fails the app importing the server', async () => {
    const found = await problems(
      'src/lib/upward.ts',
      "import { ENGINE_BASE } from '../../server/engine/http/routes.ts';\n\nexport const x = ENGINE_BASE;\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never imports the server/),
    ]);
  });

  it('fails an import cycle', async () => {
    const [result] = await eslint.lintFiles(['src/testing/lint-fixtures/cycle-a.ts']);
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('passes correct imports: a feature uses its own files and the layers below', async () => {
    const found = await problems(
      'src/features/fleet/fine.tsx',
      [
        "import { apiClient } from '@/api/client';",
        "import { Button } from '@/components/ui/button';",
        "import { CSV_BOM } from '@/domain/csv';",
        "import { useCompany } from '@/lib/use-company';",
        `import * as own from '@/features/${moduleOf('fleet')}';`,
        '',
        'export const x = [apiClient, Button, CSV_BOM, useCompany, own];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});

describe('eslint.config.js languages (docs/decisions.md#languages)', { timeout: 60_000 }, () => {
  const page = 'export const P = () => <p title="Hello">Hello</p>;\n';

  it('fails literal text in a folder that is not on the not-yet-translated list', async () => {
    const found = await problems('src/features/brand-new/new-page.tsx', page);
    expect(found).toEqual([
      expect.stringMatching(/^i18n\/no-literal-jsx-text: Literal title="Hello"/),
      expect.stringMatching(/^i18n\/no-literal-jsx-text: Literal text "Hello"/),
    ]);
  });

  it('leaves the listed folders and tests alone', async () => {
    const config = './eslint.config.js';
    const { notYetTranslated } = (await import(config)) as { notYetTranslated: string[] };
    const listed = notYetTranslated[0]?.replace('/**', '/some-page.tsx');
    if (listed) expect(await problems(listed, page)).toEqual([]);
    expect(await problems('src/features/brand-new/new-page.test.tsx', page)).toEqual([]);
  });
});

describe('eslint.config.js theme tokens', { timeout: 60_000 }, () => {
  const raw = 'export const C = () => <p className="bg-red-500 dark:bg-slate-900">x</p>;\n';

  it('fails a raw palette class and a dark: variant in a feature on tokens', async () => {
    const found = await problems('src/features/map/raw-colour.tsx', raw);
    expect(found).toEqual([
      expect.stringMatching(/^theme\/no-raw-palette: "bg-red-500" is a raw palette colour/),
      expect.stringMatching(/^theme\/no-raw-palette: "dark:bg-slate-900" hard-codes dark mode/),
      expect.stringMatching(/^i18n\/no-literal-jsx-text:/),
    ]);
    const shared = await problems(
      'src/components/ui/raw-colour.ts',
      "export const c = 'text-slate-600';\n",
    );
    expect(shared).toEqual([expect.stringMatching(/^theme\/no-raw-palette: "text-slate-600"/)]);
  });

  it('leaves tests and the folders not yet on tokens alone', async () => {
    const code = "export const c = 'bg-red-500 dark:bg-slate-900';\n";
    expect(await problems('src/features/map/raw-colour.test.ts', code)).toEqual([]);
    const config = './eslint.config.js';
    const { onThemeTokens } = (await import(config)) as { onThemeTokens: string[] };
    const outside = readdirSync(`${import.meta.dirname}/src/features`).find(
      (name) => !onThemeTokens.includes(`src/features/${name}/**`),
    );
    if (outside) expect(await problems(`src/features/${outside}/raw.ts`, code)).toEqual([]);
  });
});

describe('eslint.config.js zones of server, bench, scripts and e2e', { timeout: 60_000 }, () => {
  const zone = /^import-x\/no-restricted-paths:/;
  const domain = (depth: number) =>
    `import { deriveState } from '${'../'.repeat(depth)}src/domain/equipment/equipment-state.ts';\n\nexport const x = deriveState;\n`;

  it('fails the simulator or npm start importing the app', async () => {
    expect(await problems('server/simulator/world/upward.ts', domain(3))).toEqual([
      expect.stringMatching(/never import the app, bench, scripts or e2e/),
    ]);
    expect(await problems('server/upward.ts', domain(1))).toEqual([expect.stringMatching(zone)]);
  });

  it('fails the engine importing the bench', async () => {
    const found = await problems(
      'server/engine/poller/upward.ts',
      "import { SECTIONS } from '../../../bench/cli.ts';\n\nexport const x = SECTIONS;\n",
    );
    expect(found).toEqual([expect.stringMatching(/server\/engine never imports bench/)]);
  });

  it('fails a script importing a feature, and passes a script or the engine reading the schemas', async () => {
    const feature = `import * as f from '../../src/features/${moduleOf('fleet')}';\n\nexport const x = f;\n`;
    expect(await problems('scripts/document-validators/upward.ts', feature)).toEqual([
      expect.stringMatching(/scripts import only src\/domain of the app/),
    ]);
    const schemas =
      "import { documentSchemas } from '../../src/domain/documents/schemas.ts';\n\nexport const x = documentSchemas;\n";
    expect(await problems('scripts/document-validators/fine.ts', schemas)).toEqual([]);
    // The engine's door reads the same schemas and check as the browser.
    const check =
      "import { compileDocumentCheck } from '../../../src/domain/documents/document-check.ts';\n\nexport const x = compileDocumentCheck;\n";
    expect(await problems('server/engine/poller/fine.ts', check)).toEqual([]);
  });

  it('fails the bench importing e2e or src/api, and e2e importing src/lib', async () => {
    const e2e = "import { axe } from '../e2e/support/axe.ts';\n\nexport const x = axe;\n";
    expect(await problems('bench/upward.ts', e2e)).toEqual([expect.stringMatching(zone)]);
    const api =
      "import { apiClient } from '../src/api/client.ts';\n\nexport const x = apiClient;\n";
    expect(await problems('bench/upward.ts', api)).toEqual([expect.stringMatching(zone)]);
    expect(await problems('bench/fine.ts', domain(1))).toEqual([]);
    const lib =
      "import { session } from '../../src/lib/session.ts';\n\nexport const x = session;\n";
    expect(await problems('e2e/support/upward.ts', lib)).toEqual([expect.stringMatching(zone)]);
  });
});
