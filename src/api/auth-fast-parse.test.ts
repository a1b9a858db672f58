// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isCleanIdentity,
  isCleanPermissionRow,
  parseIdentity,
  readPermissionRows,
} from './auth-fast-parse';
import { identitySchema, permissionRowsFrom } from './schemas';
import { parseDocument } from './tolerant';

// The fast checks must accept exactly what the schemas keep unchanged: everything else takes the
// zod parse, so results are the same either way (like equipment-fast-parse.test).

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const identity = () => ({
  _meta: { guid: 'u1', index: 'users', created: 1 },
  email: 'sam@example.com',
  username: 'sam',
  firstname: 'Sam',
  lastname: 'Support',
  company_permissions: [{ permission_id: 'equipment.read', company_guid: 'c1' }, 'x'],
  disable_all_notifications: false,
  extra: 'kept',
});

type Mutate = (d: Record<string, unknown>) => void;
const identityVariants: [string, Mutate][] = [
  ['email number', (d) => Object.assign(d, { email: 5 })],
  ['email null', (d) => Object.assign(d, { email: null })],
  ['username array', (d) => Object.assign(d, { username: ['sam'] })],
  ['firstname object', (d) => Object.assign(d, { firstname: {} })],
  ['lastname bool', (d) => Object.assign(d, { lastname: true })],
  ['permissions object', (d) => Object.assign(d, { company_permissions: {} })],
  ['notifications text', (d) => Object.assign(d, { disable_all_notifications: 'no' })],
  ['meta without guid', (d) => Object.assign(d, { _meta: { index: 'users' } })],
  ['meta null', (d) => Object.assign(d, { _meta: null })],
  ['server _invalid', (d) => Object.assign(d, { _invalid: ['email'] })],
];

describe('isCleanIdentity agrees with identitySchema', () => {
  it('accepts a complete identity and an empty one as they are', async () => {
    for (const doc of [identity(), {}]) {
      expect(isCleanIdentity(doc)).toBe(true);
      expect(parseDocument(identitySchema, doc, 'identity').value).toEqual(doc);
      expect((await parseIdentity(doc)).value).toBe(doc);
    }
  });

  it.each(identityVariants)('sends "%s" through the tolerant parse', async (_label, mutate) => {
    const doc: Record<string, unknown> = identity();
    mutate(doc);
    expect(isCleanIdentity(doc)).toBe(false);
    expect(await parseIdentity(doc)).toEqual(parseDocument(identitySchema, doc, 'identity'));
  });

  it.each([
    ['an array', []],
    ['a string', 'sam'],
    ['null', null],
  ])('refuses %s as an identity', async (_label, doc) => {
    expect(isCleanIdentity(doc)).toBe(false);
    expect((await parseIdentity(doc)).ok).toBe(false);
  });
});

describe('readPermissionRows agrees with permissionRowsFrom', () => {
  const rows: unknown[] = [
    { permission_id: 'equipment.read', company_guid: 'c1' },
    { permission_id: 'equipment.read' },
    { permission_id: 'equipment.read', extra: 1 },
    'controller.reset',
    '',
    { permission_id: 'equipment.read', company_guid: 5 },
    { permission_id: 'equipment.read', company_guid: null },
    { company_guid: 'c1' },
    { permission_id: 7 },
    ['equipment.read'],
    null,
  ];

  it.each(rows.map((r) => [JSON.stringify(r), r]))('reads %s', async (_label, row) => {
    for (const company of [undefined, 'c2']) {
      expect(await readPermissionRows([row], company)).toEqual(permissionRowsFrom([row], company));
    }
  });

  it('counts unreadable rows among good ones', async () => {
    const result = await readPermissionRows(rows, 'c2');
    expect(result).toEqual(permissionRowsFrom(rows, 'c2'));
    expect(result.invalidCount).toBe(5);
  });

  it('keeps clean rows as they are and scopes plain strings to the company asked for', async () => {
    const row = { permission_id: 'equipment.read', company_guid: 'c1' };
    expect(isCleanPermissionRow(row)).toBe(true);
    const { rows: read, invalidCount } = await readPermissionRows([row, 'controller.reset'], 'c2');
    expect(read[0]).toBe(row);
    expect(read[1]).toEqual({ permission_id: 'controller.reset', company_guid: 'c2' });
    expect(invalidCount).toBe(0);
  });
});
