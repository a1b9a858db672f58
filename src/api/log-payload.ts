// The keys of a device log's json_data the log pages read, in the app's names. Its content is not
// part of the service's interface, so every reader is defensive: a missing or odd value is undefined.

type Json = Record<string, unknown>;

/** A non-blank string (trimmed) or a finite number as text. */
export const payloadText = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim()
    ? v.trim()
    : typeof v === 'number' && Number.isFinite(v)
      ? String(v)
      : undefined;
export const payloadNumber = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;
export const payloadObject = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;

export interface LogPayload {
  /** Seconds; a session log without a session object may carry it in json_data. */
  sessionTime: number | undefined;
  pauseTimes: number | undefined;
  /** The error's id ("E9"), under either spelling or as a code. */
  errorId: string | undefined;
  errorBit: number | undefined;
  filesVersion: string | undefined;
}

export function logPayloadOf(json: Json): LogPayload {
  return {
    sessionTime: payloadNumber(json.session_time),
    pauseTimes: payloadNumber(json.pause_times),
    errorId: payloadText(json.error_id) ?? payloadText(json.errorId) ?? payloadText(json.code),
    errorBit: payloadNumber(json.active_error_bit),
    filesVersion: payloadText(json.files_version),
  };
}
