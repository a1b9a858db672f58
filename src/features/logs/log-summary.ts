import type { IntlShape } from 'react-intl';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import { logPayloadOf, payloadNumber, payloadObject, payloadText } from '@/api/log-payload';
import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import { formatSeconds } from '@/domain/units';
import { ENGLISH_INTL, localeOf } from './english-intl';
import { messages } from './messages';

// One line per log for the list. The content of json_data is not specified by the service,
// so every reader here is defensive: a missing field drops out of the line, never breaks it.
// The words come from messages.ts in `intl`'s language (English by default, as the CSV needs);
// what the device sent (ids, descriptions, programs, names) stays as sent.

type Json = Record<string, unknown>;
const text = payloadText;
const num = payloadNumber;
const obj = payloadObject;

export function summarizeSession(log: DeviceLogEntry, intl: IntlShape = ENGLISH_INTL): string {
  const json = log.data;
  const payload = logPayloadOf(json);
  const seconds = num(log.session?.sessionTime) ?? payload.sessionTime;
  const pauses = num(log.session?.pauseTimes) ?? payload.pauseTimes;
  const parts: string[] = [];
  if (seconds !== undefined) parts.push(formatSeconds(seconds, localeOf(intl)));
  if (pauses !== undefined)
    parts.push(
      pauses === 0
        ? intl.formatMessage(messages.summaryNoPauses)
        : intl.formatMessage(messages.summaryPauses, { count: pauses }),
    );
  const program = text(json.program);
  return [parts.join(', '), program].filter(Boolean).join(' · ');
}

/** The error named by json_data (id and/or bit), described from json_data or else the catalog. */
export function summarizeError(
  log: DeviceLogEntry,
  catalog: readonly CatalogEntry[] = [],
  intl: IntlShape = ENGLISH_INTL,
): string {
  const json = log.data;
  const { errorId: id, errorBit: bit } = logPayloadOf(json);
  const entry =
    (id ? catalog.find((e) => e.errorId.toLowerCase() === id.toLowerCase()) : undefined) ??
    (bit !== undefined ? catalog.find((e) => e.bit === bit) : undefined);
  const name = id ?? entry?.errorId;
  const description = text(json.description) ?? text(json.message) ?? entry?.description;
  const critical = typeof json.critical === 'boolean' ? json.critical : entry?.critical;
  const head =
    [name, description].filter(Boolean).join(' – ') ||
    (bit !== undefined ? intl.formatMessage(messages.summaryUnknownError, { bit }) : '');
  const flags = [
    critical ? intl.formatMessage(messages.summaryCritical) : undefined,
    json.active === true
      ? intl.formatMessage(messages.summaryActive)
      : json.active === false
        ? intl.formatMessage(messages.summaryCleared)
        : undefined,
  ];
  return [head, ...flags].filter(Boolean).join(' · ');
}

export function summarizeBoot(log: DeviceLogEntry, intl: IntlShape = ENGLISH_INTL): string {
  const json = log.data;
  const release = obj(json.release);
  const version =
    text(release?.version) ??
    text(json.release) ??
    text(json.version) ??
    logPayloadOf(json).filesVersion;
  const type = text(release?.type);
  const head = version
    ? type
      ? intl.formatMessage(messages.summaryReleaseOfType, { version, releaseType: type })
      : intl.formatMessage(messages.summaryRelease, { version })
    : release && release.version === null
      ? intl.formatMessage(messages.summaryNoRelease)
      : '';
  return [head, text(json.reason)].filter(Boolean).join(' · ');
}

export function summarizeParameter(log: DeviceLogEntry, intl: IntlShape = ENGLISH_INTL): string {
  const json = log.data;
  const settings = json.settings;
  const count = Array.isArray(settings)
    ? settings.length
    : obj(settings)
      ? Object.keys(settings as Json).length
      : undefined;
  const changed = Array.isArray(json.changed)
    ? json.changed.map(text).filter((c): c is string => c !== undefined)
    : [];
  const parts: string[] = [];
  if (count !== undefined) parts.push(intl.formatMessage(messages.summarySettings, { count }));
  if (changed.length > 0)
    parts.push(intl.formatMessage(messages.summaryChanged, { names: changed.join(', ') }));
  return parts.join(' · ');
}

export function summarizeEvent(log: DeviceLogEntry): string {
  const json = log.data;
  const code = text(json.code) ?? text(json.event) ?? text(json.name);
  const message = text(json.message) ?? text(json.description);
  return [code, message].filter(Boolean).join(': ');
}

/** A few top-level key=value pairs, for unknown types or logs whose known fields are missing. */
export function summarizeFields(json: Json, max = 3): string {
  const pairs = Object.entries(json)
    .filter(([, v]) => v === null || typeof v !== 'object')
    .slice(0, max)
    .map(([k, v]) => `${k}=${String(v)}`);
  return pairs.join(', ');
}

const MAX_LENGTH = 160;

export function summarizeLog(
  log: DeviceLogEntry,
  catalog: readonly CatalogEntry[] = [],
  intl: IntlShape = ENGLISH_INTL,
): string {
  let line = '';
  switch (log.type) {
    case 'session':
      line = summarizeSession(log, intl);
      break;
    case 'error':
      line = summarizeError(log, catalog, intl);
      break;
    case 'boot':
      line = summarizeBoot(log, intl);
      break;
    case 'parameter':
      line = summarizeParameter(log, intl);
      break;
    case 'event':
      line = summarizeEvent(log);
      break;
  }
  if (!line) line = summarizeFields(log.data) || intl.formatMessage(messages.summaryNoDetails);
  // A log line, not a document: one line, bounded, whatever a device sent.
  const single = line.replace(/\s+/g, ' ');
  return single.length > MAX_LENGTH ? `${single.slice(0, MAX_LENGTH - 1)}…` : single;
}
