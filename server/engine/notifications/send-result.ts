// What a channel's send tells the runner: done, worth trying again later, or the target is gone.
export type SendResult =
  { ok: true } | { ok: false; error: string; retry: boolean; gone?: boolean };

/** Backoff for a failed send: 30 s, 1, 2, 4 … min, at most 15 min; the runner stops after 1 h. */
export function retryDelay(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

export const GIVE_UP_AFTER_MS = 60 * 60_000;
export const SEND_TIMEOUT_MS = 10_000;

export function errorText(error: unknown): string {
  const e = error as { name?: string; message?: string; code?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timed out';
  const code = e?.cause?.code ?? e?.code;
  return (code ? `${code}: ` : '') + String(e?.message ?? error).slice(0, 200);
}
