import { equipmentFacts } from '@/api/equipment-facts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Equipment } from '@/domain/documents/schemas';
import { RelativeTime } from '@/components/ui/relative-time';
import { StateBadge } from '@/components/ui/state-badge';
import { useNow } from '@/components/ui/use-now';
import { paths } from '@/config/paths';
import { healthClassOf, type DerivedState } from '@/domain/equipment/equipment-state';
import { lastSeenStatus, type LastSeenStatus } from '@/domain/fleet/last-seen';
import { controllerClockDriftMs, controllerTimeToMs } from '@/domain/time';
import { useFormat } from '@/lib/use-format';
import { durationWords } from './duration-words';
import { HEALTH_STRIPE_CLASSES } from './health-stripe';
import { unreadableAt } from './information/information-fields';
import { messages } from './messages';

const LAST_SEEN_MESSAGES = {
  online: messages.lastSeenOnline,
  stale: messages.lastSeenStale,
  never: messages.lastSeenNever,
} satisfies Record<LastSeenStatus, unknown>;

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
  const intl = useIntl();
  return (
    <span className="italic" title={intl.formatMessage(messages.unreadableTitle)}>
      {intl.formatMessage(messages.unreadable)}
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
  const intl = useIntl();
  const f = useFormat();
  if (unreadableAt(eq, 'controller.timestamp')) return <Unreadable />;
  const seconds = eq.controller?.timestamp;
  const ms = controllerTimeToMs(seconds);
  if (ms === undefined) return <span>—</span>;
  const zone = eq.location?.timezone;
  const drift = controllerClockDriftMs(seconds, now) ?? 0;
  const driftText =
    Math.abs(drift) >= 120_000
      ? ` ${intl.formatMessage(drift < 0 ? messages.clockBehind : messages.clockAhead, { drift: f.seconds(Math.abs(drift) / 1000) })}`
      : '';
  return (
    <span>
      {f.absoluteTime(ms, zone)}
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
  const intl = useIntl();
  const f = useFormat();
  const now = useNow(1_000);
  const health = healthClassOf(derived.state);
  const { lastPing: ping, lastPingUnreadable } = equipmentFacts(eq);
  const seen = lastSeenStatus(ping, now, offlineAfterMs);
  const localTime = f.unitLocalTime(now, eq.location);
  const guid = eq._meta.guid;
  const subtitle = [
    eq.alias?.trim() ? intl.formatMessage(messages.subtitleSerial, { serial: eq.serial }) : null,
    eq.model,
    eq.type,
  ]
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
            {!eq.alias?.trim() && (
              <span className="sr-only"> {intl.formatMessage(messages.subtitleIsSerial)}</span>
            )}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <nav aria-label={intl.formatMessage(messages.unitPages)} className="flex gap-2 text-sm">
            <Link
              className="rounded-md px-2 py-1 font-medium text-accent underline"
              to={paths.temperatures.href(guid, company)}
            >
              {intl.formatMessage(messages.temperaturesLink)}
            </Link>
            <Link
              className="rounded-md px-2 py-1 font-medium text-accent underline"
              to={paths.logs.href(guid, company)}
            >
              {intl.formatMessage(messages.logsLink)}
            </Link>
          </nav>
          {updated}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={intl.formatMessage(messages.lastSeen)}>
          {lastPingUnreadable ? (
            <Unreadable />
          ) : (
            <span
              title={intl.formatMessage(messages.lastSeenRule, {
                span: durationWords(intl, offlineAfterMs),
              })}
            >
              {intl.formatMessage(LAST_SEEN_MESSAGES[seen])}
              {ping !== undefined && (
                <>
                  {' · '}
                  <RelativeTime ms={ping} />
                </>
              )}
            </span>
          )}
        </Fact>
        <Fact label={intl.formatMessage(messages.controllerTime)}>
          <ControllerTime eq={eq} now={now} />
        </Fact>
        <Fact label={intl.formatMessage(messages.localTime)}>{localTime ?? '—'}</Fact>
        <Fact label={intl.formatMessage(messages.installedRelease)}>
          {unreadableAt(eq, 'controller.release.version') ? (
            <Unreadable />
          ) : eq.controller?.release?.version === null ? (
            intl.formatMessage(messages.releaseNone)
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
