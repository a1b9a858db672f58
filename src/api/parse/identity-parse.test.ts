// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseIdentity, readPermissionRows } from './identity-parse.ts';
import { identitySchema, permissionRowsFrom } from '@/domain/documents/schemas';
import { parseDocument } from '@/domain/documents/tolerant';

// A clean identity skips zod and is kept as it is; the rest get exactly the tolerant zod parse.

describe('parseIdentity and readPermissionRows', () => {
  const identity = () => ({
    _meta: { guid: 'u1' },
    email: 'sam@example.com',
    company_permissions: [{ permission_id: 'equipment.read', company_guid: 'c1' }, 'x'],
  });

  it('keeps a clean identity as is and repairs a tolerable one', async () => {
    const doc = identity();
    expect((await parseIdentity(doc)).value).toBe(doc);
    const bad = { ...identity(), email: 5 };
    expect(await parseIdentity(bad)).toEqual(parseDocument(identitySchema, bad, 'identity'));
    expect((await parseIdentity(null)).ok).toBe(false);
  });

  it('keeps clean rows as they are and scopes plain strings to the company asked for', async () => {
    const row = { permission_id: 'equipment.read', company_guid: 'c1' };
    const { rows, invalidCount } = await readPermissionRows([row, 'controller.reset'], 'c2');
    expect(rows[0]).toBe(row);
    expect(rows[1]).toEqual({ permission_id: 'controller.reset', company_guid: 'c2' });
    expect(invalidCount).toBe(0);
  });

  it('counts unreadable rows like permissionRowsFrom', async () => {
    const rows: unknown[] = [
      'ok',
      '',
      { permission_id: 7 },
      { permission_id: 'p', company_guid: 5 },
    ];
    const result = await readPermissionRows(rows, 'c2');
    expect(result).toEqual(permissionRowsFrom(rows, 'c2'));
    expect(result.invalidCount).toBe(2);
  });
});
