// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, setRuntimeConfig } from '@/config/runtime-config';
import { can, companiesOf } from './permissions';
import type { PermissionRow } from '@/domain/documents/schemas';

const rows: PermissionRow[] = [
  { permission_id: 'equipment.read', company_guid: 'alpha' },
  { permission_id: 'controller.reset', company_guid: 'alpha' },
  { permission_id: 'equipment.read', company_guid: 'beta' },
  { permission_id: 'equipment.update', company_guid: 'beta' },
];

afterEach(() => setRuntimeConfig(DEFAULT_CONFIG));

describe('can (docs/decisions.md#permissions)', () => {
  it('checks the action for the selected company', () => {
    expect(can(rows, 'reset', 'alpha')).toBe(true);
    expect(can(rows, 'reset', 'beta')).toBe(false);
    expect(can(rows, 'update', 'beta')).toBe(true);
    expect(can(rows, 'controllerUpdate', 'alpha')).toBe(false);
  });

  it("with all companies, uses the unit's companies when given", () => {
    expect(can(rows, 'reset', undefined, ['beta'])).toBe(false);
    expect(can(rows, 'reset', undefined, ['beta', 'alpha'])).toBe(true);
    expect(can(rows, 'reset', undefined)).toBe(true);
  });

  it('grants nothing while permissions are unknown or for another company', () => {
    expect(can(undefined, 'read', 'alpha')).toBe(false);
    expect(can(rows, 'read', 'gamma')).toBe(false);
  });

  it('treats rows without company (plain-string answer) as valid for any company', () => {
    expect(can([{ permission_id: 'controller.update' }], 'controllerUpdate', 'gamma')).toBe(true);
  });

  it('uses the permission ids of config.json', () => {
    setRuntimeConfig({
      ...DEFAULT_CONFIG,
      permissions: { ...DEFAULT_CONFIG.permissions, reset: 'ctrl:reset' },
    });
    expect(can(rows, 'reset', 'alpha')).toBe(false);
    expect(can([{ permission_id: 'ctrl:reset', company_guid: 'alpha' }], 'reset', 'alpha')).toBe(
      true,
    );
  });
});

describe('companiesOf (docs/decisions.md#companies)', () => {
  it('lists each company once, in first-seen order', () => {
    expect(companiesOf(rows)).toEqual(['alpha', 'beta']);
    expect(companiesOf(undefined)).toEqual([]);
  });
});
