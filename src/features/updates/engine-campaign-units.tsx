import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { EngineUnitSort } from '@/api/engine/campaigns';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { Loading } from '@/components/ui/loading';
import { Select } from '@/components/ui/select';
import { UNIT_STEPS, type UnitStep } from '@/domain/campaigns/campaign-engine';
import { useCompany } from '@/lib/use-company';
import { useCampaignUnitColumns } from './campaign-unit-columns';
import { messages, STEP_MESSAGES } from './messages';
import { useEngineCampaignUnits, type UnitRow } from './use-engine-campaign-units';

// The columns the engine sorts by (the reason is free text: not sorted).
const SORTS: Partial<Record<string, EngineUnitSort>> = {
  unit: 'unit',
  wave: 'wave',
  step: 'step',
  sent: 'sent',
  done: 'done',
};
const VIRTUAL = { rowHeight: 37 };
const rowKey = (r: UnitRow) => String(r.i);

/** An engine campaign's units, paged from the engine: sorted and filtered there. */
export function EngineCampaignUnits({ id, clock }: { id: string; clock: Intl.DateTimeFormat }) {
  const intl = useIntl();
  const company = useCompany();
  const units = useEngineCampaignUnits(id, company);
  const { view, rows, total, error, onVisibleRange } = units;
  const scrollRef = useRef<HTMLDivElement>(null);
  // Another order or filter starts at its top.
  const setView = (next: typeof view) => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    units.setView(next);
  };
  const unitColumns = useCampaignUnitColumns(clock);
  // A row whose page has not come yet shows empty cells (a dash where the unit's name goes).
  const columns = useMemo(
    () =>
      unitColumns.map((col): DataColumn<UnitRow> => ({
        ...col,
        sortable: SORTS[col.id] !== undefined,
        cell: (r) => (r.unit ? col.cell(r.unit) : col.rowHeader ? '…' : null),
      })),
    [unitColumns],
  );
  const sortId = Object.keys(SORTS).find((k) => SORTS[k] === view.sort);
  return (
    <div className="space-y-2">
      <Field compact className="max-w-xs" label={intl.formatMessage(messages.unitFilter)}>
        <Select
          value={view.step ?? ''}
          onChange={(e) =>
            setView({ ...view, step: (e.target.value || undefined) as UnitStep | undefined })
          }
        >
          <option value="">{intl.formatMessage(messages.allSteps)}</option>
          {UNIT_STEPS.map((step) => (
            <option key={step} value={step}>
              {intl.formatMessage(STEP_MESSAGES[step])}
            </option>
          ))}
        </Select>
      </Field>
      {error && <ErrorMessage error={error} />}
      {total === undefined ? (
        !error && <Loading label={intl.formatMessage(messages.loadingUnits)} />
      ) : (
        <DataTable
          caption={intl.formatMessage(messages.unitsCaption)}
          captionVisible
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          empty={intl.formatMessage(messages.noUnitsShown)}
          sort={sortId ? { id: sortId, desc: view.desc } : undefined}
          onSort={(colId) => {
            const sort = SORTS[colId] ?? 'position';
            setView({ ...view, sort, desc: sort === view.sort ? !view.desc : false });
          }}
          virtual={VIRTUAL}
          onVisibleRange={onVisibleRange}
          scrollRef={scrollRef}
          className="max-h-[28rem] overflow-auto rounded-lg border border-line bg-surface"
        />
      )}
    </div>
  );
}
