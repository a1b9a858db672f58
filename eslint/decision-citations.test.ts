import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { citationProblem, decisionCitations, SECTION_OF_RULE } from './decision-citations.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = decisionCitations.rules['decision-citations'];

describe('decision-citations lint rule', () => {
  it('names a section for every old rule number', () => {
    for (let n = 1; n <= 27; n++) {
      const problem = citationProblem(`see A${n}`);
      if (problem?.data.section !== Object.values(SECTION_OF_RULE)[n - 1])
        throw new Error(`A${n} → ${JSON.stringify(problem)}`);
    }
  });

  tester.run('decision-citations', rule, {
    valid: [
      '// The state is derived (docs/decisions.md#equipment-state).\nconst a = 1;',
      '/** Cells A28 and A0 are not rule numbers, nor is a string. */ const c = "A1";',
      "const serials = ['A1', 'A7'];",
      "describe('fetchCollection (docs/decisions.md#collections)', () => {});",
      "it('answers the service\\'s error catalog', () => {});",
      "foo('A7 as a plain argument');",
      'const t: string = `A13`;',
    ],
    invalid: [
      { code: '// A7: derived here.', errors: [{ messageId: 'ruleNumber' }] },
      { code: '/** Polls (A12, A13). */ const x = 1;', errors: [{ messageId: 'ruleNumber' }] },
      { code: '/*\n * A19 campaigns\n */', errors: [{ messageId: 'ruleNumber' }] },
      { code: '// see ../shared/spec/x', errors: [{ messageId: 'outsideFile' }] },
      { code: '// the table of interface.md', errors: [{ messageId: 'outsideFile' }] },
      { code: '// decided in assumptions.md', errors: [{ messageId: 'outsideFile' }] },
      { code: '// route of ui-contract.md', errors: [{ messageId: 'outsideFile' }] },
      { code: '// one decimal (UI contract)', errors: [{ messageId: 'outsideFile' }] },
      { code: '// within 5 s (ui-contract)', errors: [{ messageId: 'outsideFile' }] },
      { code: '// the status route (engine.md)', errors: [{ messageId: 'outsideFile' }] },
      { code: '// per identity (issue 29)', errors: [{ messageId: 'outsideFile' }] },
      {
        code: "describe('runner at start-up (Issue 12)', () => {});",
        errors: [{ messageId: 'outsideFile' }],
      },
      { code: "// The issue's budgets", errors: [{ messageId: 'outsideFile' }] },
      { code: '// Alert cost (issue "Alerts")', errors: [{ messageId: 'outsideFile' }] },
      { code: '/* until a new build (issue\n   29) */', errors: [{ messageId: 'outsideFile' }] },
      { code: "describe('can (A6)', () => {});", errors: [{ messageId: 'ruleNumber' }] },
      { code: "it.each([1])('follows A13 %s', () => {});", errors: [{ messageId: 'ruleNumber' }] },
      { code: "test.describe('A5 tenants', () => {});", errors: [{ messageId: 'ruleNumber' }] },
      { code: 'test(`A2 token ${1}`, () => {});', errors: [{ messageId: 'ruleNumber' }] },
    ],
  });
});
