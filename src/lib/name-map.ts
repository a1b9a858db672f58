import { createIdentityStore } from './identity-store';

type Names = Record<string, string>;

function parseNames(raw: string | null): Names {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * Names a user gives in this browser (company labels, site names), keyed by id and kept per
 * identity: the next person on the computer sees none of them.
 */
export function createNameMap(name: string, legacyKey: string, maxLength: number) {
  const names = createIdentityStore<Names>(
    name,
    {},
    { parse: parseNames, serialize: (v) => (Object.keys(v).length ? JSON.stringify(v) : null) },
    legacyKey,
  );
  return {
    /** Sets (or, with an empty name, removes) the name of `id`. */
    set(id: string, value: string): void {
      const trimmed = value.trim().slice(0, maxLength);
      const next = { ...names.get() };
      if (trimmed) next[id] = trimmed;
      else delete next[id];
      names.set(next);
    },
    use: (): Readonly<Names> => names.use(),
  };
}
