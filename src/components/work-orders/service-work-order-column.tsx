import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import type { ServiceRow } from '@/domain/service/service-board';
import { partOfAsk, partOfCounter, utcDay } from '@/domain/work-orders/work-order-rules';
import { useEngineState } from './engine-gate';
import { messages } from './messages';
import { WorkOrderForm, type WorkOrderPrefill } from './work-order-form';

/** What a service-board row fills in: the unit, the due part, the forecast date. */
export function prefillOf(row: ServiceRow, now: number): WorkOrderPrefill {
  const part = partOfCounter(row.type) ?? (row.asks[0] ? partOfAsk(row.asks[0]) : 'other');
  const dueDate = row.forecast.kind === 'date' ? row.forecast.day : utcDay(now);
  return {
    unit: { guid: row.guid, serial: row.serial },
    parts: [part],
    dueDate,
    counterType: row.type,
  };
}

/**
 * The service board's **Create work order** column (with the engine only) and its one dialog:
 * a dialog per row would be thousands of elements on a big board.
 */
export function useWorkOrderColumn(company: string | undefined): {
  column: DataColumn<ServiceRow> | undefined;
  dialog: ReactNode;
} {
  const intl = useIntl();
  const t = intl.formatMessage;
  const engine = useEngineState();
  const [prefill, setPrefill] = useState<WorkOrderPrefill | null>(null);
  const column = useMemo<DataColumn<ServiceRow> | undefined>(
    () =>
      engine === 'on'
        ? {
            id: 'work-order',
            header: <span className="sr-only">{t(messages.colActions)}</span>,
            className: 'w-40',
            cell: (r) => (
              <Button
                size="sm"
                aria-label={t(messages.createFor, { unit: r.serial })}
                onClick={() => setPrefill(prefillOf(r, Date.now()))}
              >
                {t(messages.createWorkOrder)}
              </Button>
            ),
          }
        : undefined,
    [engine, t],
  );
  const dialog = (
    <Dialog
      open={prefill !== null}
      title={t(messages.createWorkOrder)}
      onClose={() => setPrefill(null)}
      wide
    >
      {prefill && (
        <WorkOrderForm company={company} prefill={prefill} onDone={() => setPrefill(null)} />
      )}
    </Dialog>
  );
  return { column, dialog };
}
