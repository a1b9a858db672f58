import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import type { Equipment } from '@/domain/documents/schemas';
import { RelativeTime } from '@/components/ui/relative-time';
import { useFormat } from '@/lib/use-format';
import { toJsonText } from './json-tree';
import { LogTypeBadge } from '../log-type-badge';
import { messages } from './messages';

// Every top-level field of the document, the known ones in their units
// (docs/decisions.md#timestamps-units), unknown ones as JSON. Each field is named by its key in the
// document (`name`, data as sent: log_id, _meta.guid…), not by a translated label.

const KNOWN = new Set([
  '_meta',
  'device_guid',
  'equipment_guid',
  'type',
  'log_id',
  'controller_serial',
  'log_date',
  'json_data',
  'session',
  '_invalid',
]);

function Field({ name, children, mono }: { name: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{name}</dt>
      <dd className={`text-sm break-words ${mono ? 'font-mono' : ''}`}>{children}</dd>
    </div>
  );
}

/** Fields shown as sent, in a monospaced font: [name, value] in order. */
function monoFields(fields: readonly [string, ReactNode][]) {
  return fields.map(([name, value]) => (
    <Field key={name} name={name} mono>
      {value}
    </Field>
  ));
}

function Timestamp({ ms }: { ms: number | undefined }) {
  const f = useFormat();
  if (ms === undefined) return <>—</>;
  return (
    <>
      {f.absoluteTime(ms)} (<RelativeTime ms={ms} />)
    </>
  );
}

export function LogFields({
  log,
  equipment,
}: {
  log: DeviceLogEntry;
  equipment: Equipment | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  const doc = log.document;
  const meta = doc._meta;
  const local = f.unitLocalTime(log.logDate, equipment?.location);
  const extra = Object.entries(doc).filter(([key]) => !KNOWN.has(key));
  const { createdBy } = log;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      <Field name="type">
        <LogTypeBadge type={log.type} />
      </Field>
      <Field name="log_id" mono>
        {log.logId}
      </Field>
      <Field name="log_date">
        <Timestamp ms={log.logDate} />
        <span className="block text-xs text-fg-muted">
          {`${log.logDate} ms`}
          {local ? intl.formatMessage(messages.unitLocalTime, { time: local }) : ''}
        </span>
      </Field>
      {monoFields([
        ['controller_serial', log.controllerSerial],
        ['device_guid', log.deviceGuid],
        ['equipment_guid', log.equipmentGuid],
        ['_meta.guid', meta.guid],
        ['_meta.index', meta.index ?? '—'],
      ])}
      <Field name="_meta.created">
        <Timestamp ms={meta.created} />
      </Field>
      <Field name="_meta.updated">
        <Timestamp ms={meta.updated} />
      </Field>
      {monoFields([
        ['_meta.removed', meta.removed ?? '—'],
        ['_meta.expiry', meta.expiry ?? '—'],
        ['_meta.created_by', createdBy ? toJsonText(createdBy, 0) : '—'],
        ...extra.map(([key, value]): [string, ReactNode] => [
          key,
          toJsonText(value, 0) ?? String(value),
        ]),
      ])}
      {doc._invalid && doc._invalid.length > 0 && (
        <Field name={intl.formatMessage(messages.unreadableFields)}>
          {doc._invalid.join(', ')}
        </Field>
      )}
    </dl>
  );
}
