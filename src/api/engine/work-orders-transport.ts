import { ApiError } from '../api-error';
import { clientSettings } from '../client';

// Requests to /engine/v1 with the session's token, errors as ApiError with the 400's field.

export class EngineInputError extends ApiError {
  constructor(
    message: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super({ status: 400, kind: 'http', message });
  }
}

async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal) {
  const { token } = clientSettings();
  let res: Response;
  try {
    res = await fetch(`/engine/v1${path}`, {
      method,
      signal,
      cache: 'no-store',
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, kind: 'network' });
  }
  const json = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!res.ok) {
    const message = typeof json?.error === 'string' ? json.error : undefined;
    if (res.status === 400 && typeof json?.field === 'string')
      throw new EngineInputError(message ?? 'Bad input', json.field, String(json.reason ?? ''));
    throw new ApiError({ status: res.status, kind: 'http', message });
  }
  return json as T;
}

export const engineGet = <T>(path: string, signal?: AbortSignal) =>
  request<T>('GET', path, undefined, signal);
export const engineSend = <T>(method: 'POST' | 'PATCH', path: string, body: unknown) =>
  request<T>(method, path, body);
