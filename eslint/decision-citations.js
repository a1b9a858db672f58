// Comments and test titles cite the project's own decisions (docs/decisions.md#<id>), never the
// rule numbers of a brief or a spec file that is not part of this repository.

/** The old rule numbers and the docs/decisions.md section that replaced each. */
export const SECTION_OF_RULE = {
  A1: 'config',
  A2: 'sign-in',
  A3: 'responses',
  A4: 'collections',
  A5: 'companies',
  A6: 'permissions',
  A7: 'equipment-state',
  A8: 'active-errors',
  A9: 'maintenance-counters',
  A10: 'editing',
  A11: 'timestamps-units',
  A12: 'freshness',
  A13: 'controller-commands',
  A14: 'service-forecast',
  A15: 'fleet-history',
  A16: 'sites',
  A17: 'board-words',
  A18: 'alerts',
  A19: 'campaigns',
  A20: 'engine-storage',
  A21: 'engine-access',
  A22: 'engine-alerts',
  A23: 'notifications',
  A24: 'engine-campaigns',
  A25: 'audit-log',
  A26: 'engine-alerts',
  A27: 'work-orders',
};

const RULE_NUMBER = /\bA(?:2[0-7]|1[0-9]|[1-9])\b/;
const OUTSIDE_FILE =
  /\b(?:assumptions|interface|ui-contract|engine)\.md\b|\bui-contract\b|(?:\.\.\/)+shared\/|\bUI contract\b|\bissue\s+(?:\d+|["“])|\bissue's\b|\bissue\s*$/im;
const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'bench', 'suite']);

/** The first problem in `text`, as a report descriptor, or undefined. */
export function citationProblem(text) {
  const rule = RULE_NUMBER.exec(text);
  if (rule) {
    const section = SECTION_OF_RULE[rule[0]];
    return { messageId: 'ruleNumber', data: { rule: rule[0], section } };
  }
  const file = OUTSIDE_FILE.exec(text);
  if (file) return { messageId: 'outsideFile', data: { file: file[0] } };
  return undefined;
}

/** `describe`, `it.each([...])`, `test.describe.only`: the identifier the call starts from. */
function rootName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression') return rootName(node.object);
  if (node.type === 'CallExpression') return rootName(node.callee);
  return undefined;
}

function titleText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join('${}');
  return undefined;
}

const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and test titles cite docs/decisions.md sections' },
    schema: [],
    messages: {
      ruleNumber:
        '"{{rule}}" is a rule number of a brief outside this repository: cite docs/decisions.md#{{section}} instead.',
      outsideFile:
        '"{{file}}" is not part of this repository: say what the rule is, or cite docs/decisions.md#<section>.',
    },
  },
  create(context) {
    const source = context.sourceCode;
    return {
      Program() {
        for (const comment of source.getAllComments()) {
          const problem = citationProblem(comment.value);
          if (problem) context.report({ loc: comment.loc, ...problem });
        }
      },
      CallExpression(node) {
        if (!TEST_FUNCTIONS.has(rootName(node.callee) ?? '')) return;
        const title = titleText(node.arguments[0]);
        const problem = title === undefined ? undefined : citationProblem(title);
        if (problem) context.report({ node: node.arguments[0], ...problem });
      },
    };
  },
};

export const decisionCitations = { rules: { 'decision-citations': rule } };
