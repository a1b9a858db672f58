import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Loading } from '@/components/ui/loading';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { messages } from '@/components/work-orders/messages';
import { labelUrl, type LabelTarget } from './label-url';
import { QR_OPTIONS } from '@/domain/work-orders/label-qr';

interface Props {
  units: readonly FleetUnit[];
  company: string | undefined;
  target: LabelTarget;
}

/** One label per unit: its QR code (the URL in data-url, for people and checks), serial, alias, site. */
export function LabelsGrid({ units, company, target }: Props) {
  const intl = useIntl();
  const [codes, setCodes] = useState<Map<string, { url: string; svg: string }> | null>(null);
  useEffect(() => {
    let live = true;
    // The QR library is loaded only for this page.
    void import('qrcode').then(async (qr) => {
      const entries = await Promise.all(
        units.map(async (u) => {
          const url = labelUrl(u, target, company, window.location.origin);
          return [u.guid, { url, svg: await qr.toString(url, QR_OPTIONS) }] as const;
        }),
      );
      if (live) setCodes(new Map(entries));
    });
    return () => {
      live = false;
    };
  }, [units, company, target]);
  if (!codes) return <Loading label={intl.formatMessage(messages.labelsPreparing)} />;
  return (
    <ul
      aria-label={intl.formatMessage(messages.labelsHeading)}
      className="qr-label-list grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3 print:gap-2"
    >
      {units.map((u) => {
        const code = codes.get(u.guid);
        const site = u.location?.description || u.city;
        return (
          <li
            key={u.guid}
            data-url={code?.url}
            className="flex break-inside-avoid items-center gap-2 rounded border border-line p-2"
          >
            <img
              className="h-24 w-24 shrink-0"
              alt={intl.formatMessage(messages.labelQr, { unit: u.alias || u.serial })}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code?.svg ?? '')}`}
            />
            <span className="min-w-0 text-sm">
              <strong className="block">{u.serial}</strong>
              {u.alias && <span className="block truncate">{u.alias}</span>}
              {site && <span className="block truncate text-fg-muted">{site}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
