import type { ReactNode } from 'react';
import type { DeviceLog, Equipment } from '@/api/schemas';
import { RelativeTime } from '@/components/ui/relative-time';
import { formatAbsoluteTime, unitLocalTime } from '@/domain/time';
import { toJsonText } from './json-tree';
import { LogTypeBadge } from '../log-type-badge';

// Every top-level field of the document, the known ones in their units
// (docs/decisions.md#timestamps-units), unknown ones as JSON.

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

function Field({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className={`text-sm break-words ${mono ? 'font-mono' : ''}`}>{children}</dd>
    </div>
  );
}

function Timestamp({ ms }: { ms: number | undefined }) {
  if (ms === undefined) return <>—</>;
  return (
    <>
      {formatAbsoluteTime(ms)} (<RelativeTime ms={ms} />)
    </>
  );
}

export function LogFields({
  log,
  equipment,
}: {
  log: DeviceLog;
  equipment: Equipment | undefined;
}) {
  const meta = log._meta;
  const local = unitLocalTime(log.log_date, equipment?.location);
  const extra = Object.entries(log).filter(([key]) => !KNOWN.has(key));
  const createdBy = meta.created_by;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      <Field label="type">
        <LogTypeBadge type={log.type} />
      </Field>
      <Field label="log_id" mono>
        {log.log_id}
      </Field>
      <Field label="log_date">
        <Timestamp ms={log.log_date} />
        <span className="block text-xs text-fg-muted">
          {log.log_date} ms{local ? ` · unit local time ${local}` : ''}
        </span>
      </Field>
      <Field label="controller_serial" mono>
        {log.controller_serial}
      </Field>
      <Field label="device_guid" mono>
        {log.device_guid}
      </Field>
      <Field label="equipment_guid" mono>
        {log.equipment_guid}
      </Field>
      <Field label="_meta.guid" mono>
        {meta.guid}
      </Field>
      <Field label="_meta.index" mono>
        {meta.index ?? '—'}
      </Field>
      <Field label="_meta.created">
        <Timestamp ms={meta.created} />
      </Field>
      <Field label="_meta.updated">
        <Timestamp ms={meta.updated} />
      </Field>
      <Field label="_meta.removed" mono>
        {meta.removed ?? '—'}
      </Field>
      <Field label="_meta.expiry" mono>
        {meta.expiry ?? '—'}
      </Field>
      <Field label="_meta.created_by" mono>
        {createdBy ? toJsonText(createdBy, 0) : '—'}
      </Field>
      {extra.map(([key, value]) => (
        <Field key={key} label={key} mono>
          {toJsonText(value, 0) ?? String(value)}
        </Field>
      ))}
      {log._invalid && log._invalid.length > 0 && (
        <Field label="Unreadable fields">{log._invalid.join(', ')}</Field>
      )}
    </dl>
  );
}
