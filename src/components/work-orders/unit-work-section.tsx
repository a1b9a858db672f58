import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { workOrderQueries } from '@/api/engine/work-orders';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { CreateWorkOrderButton } from './create-work-order-button';
import { EngineGate } from './engine-gate';
import { LogbookPanel } from './logbook/logbook-panel';
import { messages } from './messages';
import { WorkOrderTable } from './work-order-table';

interface Props {
  guid: string;
  serial: string;
  company: string | undefined;
}

/** The equipment page's work orders (with **Create work order**) and its **Logbook**. */
export function UnitWorkSection(props: Props) {
  const intl = useIntl();
  return (
    <EngineGate
      off={
        <Panel title={intl.formatMessage(messages.unitOrders)}>
          <p className="text-sm text-fg-muted">{intl.formatMessage(messages.needsServer)}</p>
        </Panel>
      }
    >
      <UnitOrders {...props} />
      <LogbookPanel guid={props.guid} company={props.company} />
    </EngineGate>
  );
}

function UnitOrders({ guid, serial, company }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const orders = useQuery(workOrderQueries.list(company, { unit: guid, state: 'open,scheduled' }));
  return (
    <Panel
      title={t(messages.unitOrders)}
      actions={
        <CreateWorkOrderButton company={company} size="sm" prefill={{ unit: { guid, serial } }} />
      }
    >
      <QueryState
        query={orders}
        loadingLabel={t(messages.loading)}
        errorTitle={t(messages.loadFailed)}
        isEmpty={(d) => d.length === 0}
        empty={t(messages.unitNoOrders)}
      >
        {(d) => <WorkOrderTable orders={d} company={company} hideUnit />}
      </QueryState>
    </Panel>
  );
}
