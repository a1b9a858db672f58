import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import type { Equipment } from '@/api/schemas';
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
  const createdBy = meta.created_by;
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
      <Field name="controller_serial" mono>
        {log.controllerSerial}
      </Field>
      <Field name="device_guid" mono>
        {log.deviceGuid}
      </Field>
      <Field name="equipment_guid" mono>
        {log.equipmentGuid}
      </Field>
      <Field name="_meta.guid" mono>
        {meta.guid}
      </Field>
      <Field name="_meta.index" mono>
        {meta.index ?? '—'}
      </Field>
      <Field name="_meta.created">
        <Timestamp ms={meta.created} />
      </Field>
      <Field name="_meta.updated">
        <Timestamp ms={meta.updated} />
      </Field>
      <Field name="_meta.removed" mono>
        {meta.removed ?? '—'}
      </Field>
      <Field name="_meta.expiry" mono>
        {meta.expiry ?? '—'}
      </Field>
      <Field name="_meta.created_by" mono>
        {createdBy ? toJsonText(createdBy, 0) : '—'}
      </Field>
      {extra.map(([key, value]) => (
        <Field key={key} name={key} mono>
          {toJsonText(value, 0) ?? String(value)}
        </Field>
      ))}
      {doc._invalid && doc._invalid.length > 0 && (
        <Field name={intl.formatMessage(messages.unreadableFields)}>
          {doc._invalid.join(', ')}
        </Field>
      )}
    </dl>
  );
}
