import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noLiteralJsxText } from './no-literal-jsx-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});
const rule = noLiteralJsxText.rules['no-literal-jsx-text'];

describe('no-literal-jsx-text lint rule (docs/decisions.md#languages)', () => {
  tester.run('no-literal-jsx-text', rule, {
    valid: [
      'const a = <p>{intl.formatMessage(messages.title)}</p>;',
      'const b = <span aria-hidden>—</span>;',
      "const c = <p>{' '}·{' '}</p>;",
      'const d = <button aria-label={intl.formatMessage(messages.close)}>✕</button>;',
      'const e = <p>{count} / {total}</p>;',
      'const f = <div className="text-sm font-medium" data-testid="x" />;',
      'const g = <input type="search" placeholder={label} name="q" />;',
      'const h = <td>{unit.serial}</td>;',
      "const i = <p title={`${a} ${b}`}>{'%'}</p>;",
      'const j = <FormattedMessage {...messages.title} />;',
    ],
    invalid: [
      { code: 'const a = <p>Sign in</p>;', errors: [{ messageId: 'text' }] },
      { code: 'const b = <h1>\n  Fleet\n</h1>;', errors: [{ messageId: 'text' }] },
      { code: "const c = <p>{'Retry'}</p>;", errors: [{ messageId: 'text' }] },
      { code: 'const d = <p>{`Loading`}</p>;', errors: [{ messageId: 'text' }] },
      {
        code: 'const e = <button aria-label="Dismiss">✕</button>;',
        errors: [{ messageId: 'prop' }],
      },
      { code: "const f = <abbr title={'Degrees'}>°</abbr>;", errors: [{ messageId: 'prop' }] },
      { code: 'const g = <input placeholder="Search" />;', errors: [{ messageId: 'prop' }] },
      { code: 'const h = <img alt="Logo" src="x.png" />;', errors: [{ messageId: 'prop' }] },
      { code: 'const i = <Field label="Alias" />;', errors: [{ messageId: 'prop' }] },
      { code: 'const j = <p>25 °C</p>;', errors: [{ messageId: 'text' }] },
      {
        code: 'const k = <>Name <b title="Bold">x</b></>;',
        errors: [{ messageId: 'text' }, { messageId: 'prop' }, { messageId: 'text' }],
      },
    ],
  });
});
