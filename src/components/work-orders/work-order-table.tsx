import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { changeWorkOrder, type WorkOrder } from '@/api/engine/work-orders';
import { UnitLink } from '@/components/fleet/unit-link';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { canMove } from '@/domain/work-orders/work-order-rules';
import { useFormat } from '@/lib/use-format';
import { CloseOrderDialog } from './close-order-dialog';
import { isWorkOrderQuery } from './work-order-queries';
import { messages } from './messages';
import { partsText, stateText } from './work-order-text';

interface Props {
  orders: readonly WorkOrder[];
  company: string | undefined;
  /** Leave the unit column out (the unit's own page). */
  hideUnit?: boolean;
}

export function WorkOrderTable({ orders, company, hideUnit }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const f = useFormat();
  const client = useQueryClient();
  const [closing, setClosing] = useState<{ order: WorkOrder; to: 'done' | 'cancelled' } | null>(
    null,
  );
  const { mutate: schedule, isPending: scheduling } = useMutation({
    mutationFn: (o: WorkOrder) => changeWorkOrder(o.id, { state: 'scheduled' }),
    onSettled: () => client.invalidateQueries({ predicate: isWorkOrderQuery }),
  });

  const columns = useMemo<DataColumn<WorkOrder>[]>(() => {
    const all: DataColumn<WorkOrder>[] = [
      {
        id: 'unit',
        header: t(messages.colUnit),
        rowHeader: true,
        className: 'w-40 text-left font-normal',
        cell: (o) => (
          <UnitLink guid={o.unitGuid} company={company} serial={o.serial} alias={o.alias} />
        ),
      },
      { id: 'parts', header: t(messages.colParts), cell: (o) => partsText(intl, o.parts) },
      {
        id: 'due',
        header: t(messages.colDue),
        className: 'w-32 whitespace-nowrap',
        cell: (o) => (
          <span>
            {o.dueDate ? f.day(o.dueDate) : '—'}
            {o.overdue && (
              <span className="block text-xs font-semibold text-fault-text">
                {t(messages.overdue)}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'assignee',
        header: t(messages.colAssignee),
        className: 'w-40',
        cell: (o) => o.assignee || '—',
      },
      {
        id: 'state',
        header: t(messages.colState),
        className: 'w-48',
        cell: (o) => stateText(intl, o),
      },
      {
        id: 'actions',
        header: t(messages.colActions),
        className: 'w-72',
        cell: (o) => (
          <span className="flex flex-wrap gap-1">
            {canMove(o.state, 'scheduled') && (
              <Button size="sm" onClick={() => schedule(o)} disabled={scheduling}>
                {t(messages.schedule)}
              </Button>
            )}
            {canMove(o.state, 'done') && (
              <Button size="sm" onClick={() => setClosing({ order: o, to: 'done' })}>
                {t(messages.markDone)}
              </Button>
            )}
            {canMove(o.state, 'cancelled') && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setClosing({ order: o, to: 'cancelled' })}
              >
                {t(messages.cancelOrder)}
              </Button>
            )}
          </span>
        ),
      },
    ];
    return hideUnit ? all.filter((c) => c.id !== 'unit') : all;
  }, [intl, t, f, company, hideUnit, schedule, scheduling]);

  return (
    <>
      <DataTable
        caption={t(messages.caption)}
        columns={columns}
        rows={orders}
        rowKey={(o) => String(o.id)}
        empty={t(messages.empty)}
      />
      <CloseOrderDialog
        order={closing?.order ?? null}
        to={closing?.to ?? 'done'}
        onClose={() => setClosing(null)}
      />
    </>
  );
}
