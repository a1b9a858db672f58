import { useEffect } from 'react';
import { useIdentity } from '@/api/auth';
import { identityKey } from '@/lib/identity-key';
import { activeIdentityStore } from '@/lib/identity-store';

/** Points the per-identity local data (labels, history, site names) at the signed-in identity. */
export function IdentityScope() {
  const key = identityKey(useIdentity().data);
  useEffect(() => {
    if (key) activeIdentityStore.set(key);
  }, [key]);
  return null;
}
