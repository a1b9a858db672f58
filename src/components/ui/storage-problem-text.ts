import type { IntlShape } from 'react-intl';
import type { StorageProblem, StorageProblemKind } from '@/lib/storage-problem';
import { storageMessages as messages } from './messages';

const NOTICES = {
  unsupported: messages.storageUnsupported,
  quota: messages.storageQuota,
  blocked: messages.storageBlocked,
  denied: messages.storageDenied,
  failed: messages.storageFailed,
} satisfies Record<StorageProblemKind, unknown>;

/**
 * The one-line notice a page shows when local storage fails, in the language on screen: as
 * describeStorageProblem in src/lib/storage-problem.ts, with the feature's translated consequence.
 */
export function storageProblemText(
  intl: IntlShape,
  problem: StorageProblem,
  consequence: string,
): string {
  return intl.formatMessage(NOTICES[problem.kind], { consequence });
}
