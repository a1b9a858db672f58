import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { rowPredicate } from '@/domain/fleet/fleet-filter';
import { parseFleetView } from '@/domain/fleet/fleet-view';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { useCompany } from '@/lib/use-company';
import { messages } from '@/components/work-orders/messages';
import { PrintSheetStyle } from '@/components/work-orders/print-sheet';

const MAX_LABELS = 500;

/** Route `/work-orders/labels`: a QR label per unit of the fleet view (the fleet page's filters). */
export function LabelsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useCompany();
  const [params] = useSearchParams();
  const fleet = useFleetUnits(company);
  const units = useMemo(() => {
    const keep = rowPredicate(parseFleetView(params));
    return fleet.units.filter(keep).slice(0, MAX_LABELS);
  }, [fleet.units, params]);
  return (
    <div className="qr-labels space-y-3">
      <title>{t(messages.labelsTitle)}</title>
      <PrintSheetStyle sheetClass="qr-labels" />
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="text-xl font-semibold">{t(messages.labelsHeading)}</h1>
        <p role="status" className="text-sm">
          {t(messages.labelsCount, { count: units.length })}
        </p>
        <Button variant="primary" onClick={() => window.print()}>
          {t(messages.print)}
        </Button>
      </div>
      <p className="text-sm text-fg-muted print:hidden">{t(messages.labelsIntro)}</p>
      <QueryState query={fleet.query} loadingLabel={t(messages.loading)}>
        {() => <LabelGrid units={units} company={company} />}
      </QueryState>
    </div>
  );
}

function LabelGrid({
  units,
  company,
}: {
  units: readonly FleetUnit[];
  company: string | undefined;
}) {
  const intl = useIntl();
  const [codes, setCodes] = useState<Map<string, string> | null>(null);
  useEffect(() => {
    let live = true;
    // The QR library is loaded only for this page.
    void import('qrcode').then(async (qr) => {
      const entries = await Promise.all(
        units.map(async (u) => {
          const url = new URL(paths.equipment.href(u.guid, company), window.location.origin).href;
          return [
            u.guid,
            await qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
          ] as const;
        }),
      );
      if (live) setCodes(new Map(entries));
    });
    return () => {
      live = false;
    };
  }, [units, company]);
  if (!codes) return <Loading label={intl.formatMessage(messages.labelsPreparing)} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3 print:gap-2">
      {units.map((u) => (
        <li
          key={u.guid}
          className="flex break-inside-avoid items-center gap-2 rounded border border-line p-2"
        >
          <img
            className="h-24 w-24 shrink-0"
            alt={intl.formatMessage(messages.labelQr, { unit: u.alias || u.serial })}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(codes.get(u.guid) ?? '')}`}
          />
          <span className="min-w-0 text-sm">
            <strong className="block">{u.serial}</strong>
            {u.alias && <span className="block truncate">{u.alias}</span>}
            {(u.location?.description || u.city) && (
              <span className="block truncate text-fg-muted">
                {u.location?.description || u.city}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
