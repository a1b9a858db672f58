// Every text a user sees goes through react-intl (docs/decisions.md#languages): JSX may not hold
// words itself. Flags JSX text with a letter, string literals with a letter as JSX children
// (`{'Save'}`), and literal text in the props people read: aria-label, title, placeholder, alt,
// label. Symbols and punctuation (`—`, `·`, `✕`, `{' '}`) stay allowed.

const TEXT_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
const LETTER = /\p{L}/u;

/** The literal text of a string or a template without expressions, else undefined. */
function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis.map((q) => q.value.cooked).join('');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  return undefined;
}

function propName(attribute) {
  const { name } = attribute;
  return name.type === 'JSXNamespacedName' ? `${name.namespace.name}:${name.name.name}` : name.name;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No literal user-visible text in JSX: use react-intl messages' },
    schema: [],
    messages: {
      text: 'Literal text "{{text}}" in JSX: put it in this folder\'s messages.ts and render it with react-intl.',
      prop: 'Literal {{prop}}="{{text}}": put it in this folder\'s messages.ts and pass intl.formatMessage(…).',
    },
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      JSXText(node) {
        if (LETTER.test(node.value))
          context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent?.type !== 'JSXElement' && parent?.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== undefined && LETTER.test(text))
          context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
      JSXAttribute(node) {
        const prop = propName(node);
        if (!TEXT_PROPS.has(prop)) return;
        const text = literalText(node.value);
        if (text !== undefined && LETTER.test(text))
          context.report({ node, messageId: 'prop', data: { prop, text: short(text) } });
      },
    };
  },
};

export const noLiteralJsxText = { rules: { 'no-literal-jsx-text': rule } };
