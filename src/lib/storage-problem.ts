// Persistence is a bonus: when IndexedDB is missing, full, blocked or refused, features keep
// working in memory and show one line saying so.

export type StorageProblemKind = 'unsupported' | 'quota' | 'blocked' | 'denied' | 'failed';

export interface StorageProblem {
  kind: StorageProblemKind;
  message: string;
}

export function storageProblemOf(error: unknown): StorageProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'QuotaExceededError') return { kind: 'quota', message };
  // Firefox private mode and disabled storage answer InvalidStateError / SecurityError.
  if (name === 'SecurityError' || name === 'InvalidStateError') return { kind: 'denied', message };
  return { kind: 'failed', message };
}

const NOTICES: Record<StorageProblemKind, string> = {
  unsupported: 'This browser cannot store data locally',
  quota: 'The browser’s storage for this site is full',
  blocked: 'Another tab of the dashboard keeps an older version of the local data open',
  denied: 'The browser refuses local storage (private mode or a site setting)',
  failed: 'Local storage failed',
};

/** The one-line notice in English, e.g. "… : alerts are kept only while this tab is open." Pages
 * show it translated: storageProblemText in src/components/ui/storage-problem-text.ts. */
export function describeStorageProblem(problem: StorageProblem, consequence: string): string {
  return `${NOTICES[problem.kind]}: ${consequence}`;
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; problem: StorageProblem };

/** Runs one read or write; a failure becomes a problem value instead of an exception. */
export async function attempt<T>(run: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, problem: storageProblemOf(error) };
  }
}
