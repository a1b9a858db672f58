import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { decisionCitations } from './eslint/decision-citations.js';
import { noLiteralJsxText } from './eslint/no-literal-jsx-text.js';
import { noRawPalette } from './eslint/no-raw-palette.js';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Layers (ARCHITECTURE.md): app → features → (components → api → lib → domain), config beside.
// - src/app + src/main.tsx: routes and wiring; may import anything.
// - src/features/<name>: one page area; imports its own folder and the layers below, never
//   another feature. Something two features need moves down: UI to src/components, state and
//   hooks to src/lib (the current company: src/lib/use-company.ts; the session: src/lib/session.ts).
// - src/components: shared UI; imports api, lib, domain, config; never a feature or app.
// - src/api: the one door to the service; imports lib, domain, config.
// - src/lib: browser helpers and stores; imports domain, config.
// - src/domain: pure TS (no React, no api); imports only domain. src/config: imports domain.
// - src/testing: test helpers; only tests (*.test.*) and src/testing itself import it.
// No import cycles anywhere (src, server, bench, e2e, scripts); import-cycles.test.ts also counts
// `import type`, which import-x/no-cycle skips.
const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const below = (layer, ...forbidden) => ({
  target: `./src/${layer}`,
  from: forbidden.map((f) => `./src/${f}`),
  message: `src/${layer} sits below ${forbidden.join(', ')}: move the shared code down (eslint.config.js).`,
});
const layerZones = [
  below('features', 'app'),
  below('components', 'app', 'features'),
  below('api', 'app', 'features', 'components'),
  below('lib', 'app', 'features', 'components', 'api'),
  below('config', 'app', 'features', 'components', 'api', 'lib'),
  below('domain', 'app', 'features', 'components', 'api', 'lib', 'config'),
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move what they share to components or lib.',
  })),
  {
    target: [
      './src/{api,app,components,config,domain,features,lib}/**/!(*.test).{ts,tsx}',
      './src/main.tsx',
    ],
    from: './src/testing',
    message: 'src/testing is for tests only.',
  },
  // The fleet engine runs the browser's rules, written once in src/domain, and nothing else of
  // the app (server/engine/README.md); its tests may compare with the app's config.
  {
    target: './server/engine/**/!(*.test).ts',
    from: './src',
    except: ['./domain'],
    message: 'server/engine may import src/domain only (the rules, written once).',
  },
  // The simulator and the static server stand alone: what they share with the app is the HTTP
  // interface, not code. Their tests may compare with the app's rules.
  {
    target: ['./server/!(*.test).ts', './server/simulator/**/!(*.test).ts'],
    from: ['./src', './bench', './scripts', './e2e'],
    message: 'The simulator and npm start never import the app, bench, scripts or e2e.',
  },
  // Its tests and test helpers (test-*.ts) may start the real PostgreSQL of scripts/.
  {
    target: './server/engine/**/!(*.test|test-*).ts',
    from: ['./bench', './scripts', './e2e'],
    message: 'server/engine never imports bench, scripts or e2e.',
  },
  // Build scripts read the app's schemas (the generated validators) and pure rules, nothing else.
  {
    target: './scripts/**/!(*.test).{ts,mjs}',
    from: './src',
    except: ['./domain'],
    message: 'scripts import only src/domain of the app (its document schemas and pure rules).',
  },
  {
    target: './scripts/**/!(*.test).{ts,mjs}',
    from: ['./server', './bench', './e2e'],
    message: 'scripts never import the server, the bench or e2e.',
  },
  // The bench measures the app's pure parts and runners in-process, against the simulator.
  {
    target: './bench/**/!(*.test).ts',
    from: './src',
    except: ['./domain', './features'],
    message: 'bench imports src/domain and src/features of the app (in-process measures).',
  },
  {
    target: './bench/**/!(*.test).ts',
    from: './e2e',
    message: 'bench never imports e2e.',
  },
  {
    target: './e2e',
    from: './src',
    except: ['./domain'],
    message: 'e2e drives the built app: of src it imports only pure rules (src/domain).',
  },
  {
    // Tests may run the simulator in-process (src/testing/sim-fetch.ts).
    target: [
      './src/{api,app,components,config,domain,features,lib}/**/!(*.test).{ts,tsx}',
      './src/main.tsx',
    ],
    from: './server',
    message: 'The app never imports the server: talk to it over HTTP (src/api/engine).',
  },
];

// Languages (ARCHITECTURE.md "Languages", docs/decisions.md#languages): the folders whose JSX still
// holds English text. Converting a folder = moving its text to messages.ts (+ nl/de catalogs),
// then deleting its line here; project/no-literal-jsx-text then keeps it converted. New folders
// are checked from the start.
/** @type {string[]} */
export const notYetTranslated = [];

// Theme tokens (src/index.css): the folders where a raw palette class or a `dark:` variant fails
// lint. Features not listed yet still hold such classes; add each one once it is on tokens.
/** @type {string[]} */
export const onThemeTokens = [
  'src/components/**',
  'src/app/**',
  ...[
    'alerts',
    'auth',
    'board',
    'equipment',
    'errors',
    'fleet',
    'logs',
    'map',
    'notifications',
    'service',
    'temperatures',
    'updates',
  ].map((name) => `src/features/${name}/**`),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/results.json',
      // Deliberately broken files the lint-config test lints with `ignore: false`.
      'src/testing/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Device data is untrusted: render text, never HTML.',
        },
        {
          selector: "AssignmentExpression[left.property.name='innerHTML']",
          message: 'Device data is untrusted: never assign innerHTML.',
        },
        {
          selector: "AssignmentExpression[left.property.name='outerHTML']",
          message: 'Device data is untrusted: never assign outerHTML.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Device data is untrusted: never insert HTML.',
        },
        {
          selector:
            "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
          message: 'Device data is untrusted: never document.write.',
        },
        {
          selector: "CallExpression[callee.property.name='createContextualFragment']",
          message: 'Device data is untrusted: never parse HTML.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js files and no-cycle never sees a TypeScript cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    // Each Playwright worker has its own simulator; only e2e/fixtures.ts's `test` knows which.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures' (one simulator per worker).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@tanstack/*', 'recharts'],
              message: 'src/domain is pure TypeScript: no React (eslint.config.js).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Comments cite docs/decisions.md sections, never files or rule numbers outside the repository.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { project: decisionCitations },
    rules: { 'project/decision-citations': 'error' },
  },
  {
    // Text a user sees comes from react-intl messages; tests and test helpers may write English.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**', ...notYetTranslated],
    plugins: { i18n: noLiteralJsxText },
    rules: { 'i18n/no-literal-jsx-text': 'error' },
  },
  {
    files: onThemeTokens.map((glob) => `${glob}/*.{ts,tsx}`),
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { theme: noRawPalette },
    rules: { 'theme/no-raw-palette': 'error' },
  },
);
