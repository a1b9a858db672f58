import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog, compileSource } from './precompile-messages';

// The built app has no ICU parser: every message must reach it compiled, the same AST the parser
// would have made at run time.
describe('precompile-messages', () => {
  it('compiles each defaultMessage of a messages.ts, and only those', () => {
    const code = [
      "import { defineMessages } from 'react-intl';",
      'export const messages = defineMessages({',
      "  units: { id: 'fleet.units', defaultMessage: '{count, plural, one {# unit} other {# units}}' },",
      '  title: { id: "fleet.title", defaultMessage: "Fleet", description: \'kept\' },',
      '});',
    ].join('\n');
    const out = compileSource(code, 'src/features/fleet/messages.ts');
    expect(out).toContain(
      `defaultMessage: ${JSON.stringify(parse('{count, plural, one {# unit} other {# units}}'))}`,
    );
    expect(out).toContain(`defaultMessage: ${JSON.stringify(parse('Fleet'))}`);
    expect(out).toContain("id: 'fleet.units'");
    expect(out).toContain("description: 'kept'");
  });

  it('refuses a defaultMessage that is not a plain string (it would stay uncompiled)', () => {
    const code =
      "const u = 'x';\nexport const m = { a: { id: 'a.b', defaultMessage: `${u} units` } };";
    expect(() => compileSource(code, 'm.ts')).toThrow(/plain string literal/);
  });

  it('compiles a catalog to JSON of ASTs', () => {
    const out = JSON.parse(compileCatalog('{"fleet.title":"Vloot","fleet.n":"{n, number}"}', 'x'));
    expect(out).toEqual({ 'fleet.title': parse('Vloot'), 'fleet.n': parse('{n, number}') });
  });

  it('names the file and id of a broken message', () => {
    expect(() => compileCatalog('{"fleet.bad":"{count, plural, one {x}"}', 'nl.json')).toThrow(
      /nl\.json fleet\.bad: not a valid ICU message/,
    );
  });
});
