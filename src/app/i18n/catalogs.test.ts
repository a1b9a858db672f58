import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

// docs/decisions.md#languages: every folder's messages.ts (English) has a messages.nl.json and a
// messages.de.json beside it with exactly the same ids, each a valid ICU message with the same
// placeholders. Fails on a missing translation and on a translation whose id no longer exists.

type Json = Record<string, string>;
const sources = import.meta.glob<Record<string, unknown>>('/src/**/messages.ts', { eager: true });
const catalogs = {
  nl: import.meta.glob<Json>('/src/**/messages.nl.json', { eager: true, import: 'default' }),
  de: import.meta.glob<Json>('/src/**/messages.de.json', { eager: true, import: 'default' }),
};

/** id → English of every descriptor a messages.ts exports (defineMessages groups). */
function englishOf(module: Record<string, unknown>): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const d = value as { id?: unknown; defaultMessage?: unknown };
    if (typeof d.id === 'string' && typeof d.defaultMessage === 'string') {
      found.set(d.id, d.defaultMessage);
      return;
    }
    Object.values(value).forEach(visit);
  };
  Object.values(module).forEach(visit);
  return found;
}

/** Placeholder names, plural branches included (a language may need a plural where English has a number). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select)
        Object.values(el.options).forEach((o) => walk(o.value));
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const english = Object.entries(sources).map(([path, module]) => ({
  path,
  ids: englishOf(module),
}));

describe('message catalogs', () => {
  it('finds the messages of the app', () => {
    expect(english.length).toBeGreaterThan(0);
  });

  it('has no id twice across folders, and ids read <area>.<thing>', () => {
    const seen = new Map<string, string>();
    for (const { path, ids } of english) {
      for (const id of ids.keys()) {
        expect(id, path).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/);
        expect(seen.get(id), `${id} in ${path}`).toBeUndefined();
        seen.set(id, path);
      }
    }
  });

  it('parses every English message', () => {
    for (const { path, ids } of english)
      for (const [id, text] of ids) expect(() => parse(text), `${id} in ${path}`).not.toThrow();
  });

  for (const lang of ['nl', 'de'] as const) {
    describe(lang, () => {
      it('has a catalog beside every messages.ts with exactly its ids', () => {
        for (const { path, ids } of english) {
          const file = path.replace(/messages\.ts$/, `messages.${lang}.json`);
          const catalog = catalogs[lang][file];
          expect(catalog, `${file} is missing`).toBeDefined();
          const missing = [...ids.keys()].filter((id) => !Object.hasOwn(catalog ?? {}, id));
          const stale = Object.keys(catalog ?? {}).filter((id) => !ids.has(id));
          expect(missing, `not translated in ${file}`).toEqual([]);
          expect(stale, `ids in ${file} that ${path} no longer defines`).toEqual([]);
        }
      });

      it('has no catalog without its messages.ts', () => {
        const owners = new Set(english.map((e) => e.path));
        for (const file of Object.keys(catalogs[lang]))
          expect(owners.has(file.replace(/messages\.\w+\.json$/, 'messages.ts')), file).toBe(true);
      });

      it('translates each message with the same placeholders, never empty', () => {
        for (const { path, ids } of english) {
          const catalog = catalogs[lang][path.replace(/messages\.ts$/, `messages.${lang}.json`)];
          for (const [id, text] of ids) {
            const translated = catalog?.[id];
            if (translated === undefined) continue;
            expect(translated.trim(), `${lang} ${id}`).not.toBe('');
            expect(placeholders(translated), `${lang} ${id}`).toEqual(placeholders(text));
          }
        }
      });
    });
  }
});
