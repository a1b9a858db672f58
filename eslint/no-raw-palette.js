// Colours come from the theme tokens of src/index.css (bg-surface, text-fg-muted, ring-ok-solid…),
// which switch with the theme: a raw palette class (bg-red-500, text-slate-600) or a `dark:`
// variant writes one theme's colour into a component and breaks the other. Flags such a class in
// any string or template of the file (className, class maps, cx() arguments).

const PALETTE =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const PROPERTY =
  'bg|text|border(?:-[trblxyse])?|ring(?:-offset)?|outline|divide|decoration|shadow|accent|caret|fill|stroke|from|via|to|placeholder';
// A class token: optional variants (hover:, sm:, focus-visible:), the property, the colour.
const RAW = new RegExp(
  `(?:^|[\\s"'\`])((?:[\\w-]+:)*!?(?:${PROPERTY})-(?:(?:${PALETTE})-\\d{2,3}|white|black)(?:\\/\\d+)?!?)(?=$|[\\s"'\`])`,
);
const DARK = /(?:^|[\s"'`])((?:[\w-]+:)*dark:[\w[\]/.!-]+)/;

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No raw palette colour classes or dark: variants: use the theme tokens' },
    schema: [],
    messages: {
      raw: '"{{name}}" is a raw palette colour: use a theme token from src/index.css (e.g. bg-surface, text-fg-muted, bg-fault-solid).',
      dark: '"{{name}}" hard-codes dark mode: the theme tokens of src/index.css already switch with the theme.',
    },
  },
  create(context) {
    const check = (node, text) => {
      const raw = RAW.exec(text);
      if (raw) context.report({ node, messageId: 'raw', data: { name: raw[1] } });
      const dark = DARK.exec(text);
      if (dark) context.report({ node, messageId: 'dark', data: { name: dark[1] } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export const noRawPalette = { rules: { 'no-raw-palette': rule } };
