import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noRawPalette } from './no-raw-palette.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});
const rule = noRawPalette.rules['no-raw-palette'];

describe('no-raw-palette lint rule', () => {
  tester.run('no-raw-palette', rule, {
    valid: [
      'const a = <p className="bg-surface text-fg-muted ring-ok-solid/30" />;',
      'const b = <p className={`rounded ${on ? "bg-accent-solid" : "bg-fault-soft"}`} />;',
      "const c = { ok: 'bg-ok-solid', fault: 'text-fault-text' };",
      "const d = { dark: true, mode: 'dark' };",
      "const e = 'The red-500 marker is darker: see the legend';",
      "const f = '#dc2626';",
      'const g = <p>text-red-500</p>;',
    ],
    invalid: [
      { code: 'const a = <p className="px-2 bg-red-500" />;', errors: [{ messageId: 'raw' }] },
      { code: "const b = { ok: 'text-slate-600' };", errors: [{ messageId: 'raw' }] },
      {
        code: 'const c = <p className={`x ${y} hover:bg-amber-700/50`} />;',
        errors: [{ messageId: 'raw' }],
      },
      { code: "const d = 'bg-white text-sm';", errors: [{ messageId: 'raw' }] },
      {
        code: 'const e = <p className="bg-surface dark:bg-surface-strong" />;',
        errors: [{ messageId: 'dark' }],
      },
      {
        code: "const f = 'ring-1 ring-inset ring-emerald-600/30 sm:dark:text-sky-300';",
        errors: [{ messageId: 'raw' }, { messageId: 'dark' }],
      },
      { code: "const g = 'focus-visible:ring-amber-500';", errors: [{ messageId: 'raw' }] },
    ],
  });
});
