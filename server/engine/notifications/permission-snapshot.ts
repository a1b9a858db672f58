// Visibility without the token (docs/decisions.md#notifications): the runner decides who may see an
// alert from the permissions the person's last authenticated request to the engine showed (kept on
// their settings row).
export type PermissionSnapshot = Record<string, string[]>;

export function snapshotOf(user: {
  permissions: ReadonlyMap<string, ReadonlySet<string>>;
}): PermissionSnapshot {
  const out: PermissionSnapshot = {};
  for (const [company, permissions] of user.permissions) out[company] = [...permissions].sort();
  return out;
}

export function sameSnapshot(a: PermissionSnapshot, b: PermissionSnapshot): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

export function readsCompany(snapshot: PermissionSnapshot, company: string): boolean {
  return snapshot[company]?.includes('equipment.read') ?? false;
}
