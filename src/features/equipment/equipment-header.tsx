import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Equipment } from '@/api/schemas';
import { RelativeTime } from '@/components/ui/relative-time';
import { StateBadge } from '@/components/ui/state-badge';
import { useNow } from '@/components/ui/use-now';
import { paths } from '@/config/paths';
import { healthClassOf, type DerivedState } from '@/domain/equipment-state';
import { describeLastSeenRule, LAST_SEEN_LABELS, lastSeenStatus } from '@/domain/last-seen';
import {
  controllerClockDriftMs,
  controllerTimeToMs,
  formatAbsoluteTime,
  unitLocalTime,
} from '@/domain/time';
import { formatSeconds } from '@/domain/units';
import { HEALTH_STRIPE_CLASSES } from './health-stripe';
import { unreadableAt } from './information/information-fields';

interface EquipmentHeaderProps {
  equipment: Equipment;
  derived: DerivedState;
  company: string | undefined;
  offlineAfterMs: number;
  actions: ReactNode;
  updated: ReactNode;
}

export function unitName(eq: Pick<Equipment, 'alias' | 'serial'>): string {
  return eq.alias?.trim() ? eq.alias : eq.serial;
}

function Unreadable() {
  return (
    <span className="italic" title="The service sent a value of the wrong type">
      unreadable
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Controller clock in the unit's zone; a drift of 2 minutes or more is worth saying. */
function ControllerTime({ eq, now }: { eq: Equipment; now: number }) {
  if (unreadableAt(eq, 'controller.timestamp')) return <Unreadable />;
  const seconds = eq.controller?.timestamp;
  const ms = controllerTimeToMs(seconds);
  if (ms === undefined) return <span>—</span>;
  const zone = eq.location?.timezone;
  const drift = controllerClockDriftMs(seconds, now) ?? 0;
  const driftText =
    Math.abs(drift) >= 120_000
      ? ` (${formatSeconds(Math.abs(drift) / 1000)} ${drift < 0 ? 'behind' : 'ahead'})`
      : '';
  return (
    <span>
      {formatAbsoluteTime(ms, zone)}
      {driftText}
    </span>
  );
}

export function EquipmentHeader({
  equipment: eq,
  derived,
  company,
  offlineAfterMs,
  actions,
  updated,
}: EquipmentHeaderProps) {
  const now = useNow(1_000);
  const health = healthClassOf(derived.state);
  const ping = eq.device?.last_ping;
  const seen = lastSeenStatus(ping, now, offlineAfterMs);
  const localTime = unitLocalTime(now, eq.location);
  const guid = eq._meta.guid;
  const subtitle = [eq.alias?.trim() ? `Serial ${eq.serial}` : null, eq.model, eq.type]
    .filter(Boolean)
    .join(' · ');

  return (
    <header
      data-health={health}
      className={`rounded-lg border border-l-8 border-line bg-surface p-4 ${HEALTH_STRIPE_CLASSES[health]}`}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-xl font-semibold wrap-anywhere">{unitName(eq)}</h1>
            <StateBadge derived={derived} />
          </div>
          <p className="mt-0.5 text-sm text-fg-soft">
            {subtitle}
            {!eq.alias?.trim() && <span className="sr-only"> (serial)</span>}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <nav aria-label="Unit pages" className="flex gap-2 text-sm">
            <Link
              className="rounded-md px-2 py-1 font-medium text-accent underline"
              to={paths.temperatures.href(guid, company)}
            >
              Temperatures
            </Link>
            <Link
              className="rounded-md px-2 py-1 font-medium text-accent underline"
              to={paths.logs.href(guid, company)}
            >
              Logs
            </Link>
          </nav>
          {updated}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Last seen">
          {unreadableAt(eq, 'device.last_ping') ? (
            <Unreadable />
          ) : (
            <span title={describeLastSeenRule(offlineAfterMs)}>
              {LAST_SEEN_LABELS[seen]}
              {ping !== undefined && (
                <>
                  {' · '}
                  <RelativeTime ms={ping} />
                </>
              )}
            </span>
          )}
        </Fact>
        <Fact label="Controller time">
          <ControllerTime eq={eq} now={now} />
        </Fact>
        <Fact label="Local time at the unit">{localTime ?? '—'}</Fact>
        <Fact label="Installed release">
          {unreadableAt(eq, 'controller.release.version') ? (
            <Unreadable />
          ) : eq.controller?.release?.version === null ? (
            'none'
          ) : (
            (eq.controller?.release?.version ?? '—')
          )}
        </Fact>
      </dl>
      <div className="mt-3 flex flex-wrap items-start gap-3 border-t border-line-subtle pt-3">
        {actions}
      </div>
    </header>
  );
}
