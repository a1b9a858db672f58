import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { rowPredicate } from '@/domain/fleet/fleet-filter';
import { parseFleetView } from '@/domain/fleet/fleet-view';
import { useCompany } from '@/lib/use-company';
import { messages } from '@/components/work-orders/messages';
import { PrintSheetStyle } from '@/components/work-orders/print-sheet';
import { LabelsGrid } from './labels-grid';
import { readLabelTarget, type LabelTarget } from './label-url';

const MAX_LABELS = 500;

/** Route `/work-orders/labels`: a QR label per unit of the fleet view (the fleet page's filters). */
export function LabelsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useCompany();
  const [params, setParams] = useSearchParams();
  const target = readLabelTarget(params.get('open'));
  const fleet = useFleetUnits(company);
  const units = useMemo(() => {
    const keep = rowPredicate(parseFleetView(params));
    return fleet.units.filter(keep).slice(0, MAX_LABELS);
  }, [fleet.units, params]);
  const setTarget = (next: LabelTarget) => {
    const p = new URLSearchParams(params);
    if (next === 'unit') p.delete('open');
    else p.set('open', next);
    setParams(p, { replace: true });
  };
  return (
    <div className="qr-labels space-y-3">
      <title>{t(messages.labelsTitle)}</title>
      <PrintSheetStyle sheetClass="qr-labels" />
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <h1 className="text-xl font-semibold">{t(messages.labelsHeading)}</h1>
        <p role="status" className="text-sm">
          {t(messages.labelsCount, { count: units.length })}
        </p>
        <Field label={t(messages.labelsOpen)}>
          <Select value={target} onChange={(e) => setTarget(readLabelTarget(e.target.value))}>
            <option value="unit">{t(messages.labelsOpenUnit)}</option>
            <option value="board">{t(messages.labelsOpenBoard)}</option>
          </Select>
        </Field>
        <Button variant="primary" onClick={() => window.print()}>
          {t(messages.print)}
        </Button>
      </div>
      <p className="text-sm text-fg-muted print:hidden">{t(messages.labelsIntro)}</p>
      <QueryState query={fleet.query} loadingLabel={t(messages.loading)}>
        {() => <LabelsGrid units={units} company={company} target={target} />}
      </QueryState>
    </div>
  );
}
