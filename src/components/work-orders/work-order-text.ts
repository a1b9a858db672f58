import type { IntlShape } from 'react-intl';
import type { WorkOrder } from '@/api/engine/work-orders';
import type { WorkOrderPart, WorkOrderState } from '@/domain/work-orders/work-order-rules';
import { messages } from './messages';

// Parts and states in the language on screen.

export const PART_MESSAGES = {
  lamps: messages.partLamps,
  facial_lamps: messages.partFacialLamps,
  shoulder_lamps: messages.partShoulderLamps,
  acrylics: messages.partAcrylics,
  filters: messages.partFilters,
  other: messages.partOther,
} satisfies Record<WorkOrderPart, unknown>;

export const STATE_MESSAGES = {
  open: messages.stateOpen,
  scheduled: messages.stateScheduled,
  done: messages.stateDone,
  cancelled: messages.stateCancelled,
} satisfies Record<WorkOrderState, unknown>;

export const partsText = (intl: IntlShape, parts: WorkOrder['parts']) =>
  parts
    .map(({ part, count }) =>
      intl.formatMessage(messages.partCount, {
        part: intl.formatMessage(PART_MESSAGES[part] ?? messages.partOther),
        count,
      }),
    )
    .join(', ');

/** "Done: counter reset seen", "Cancelled by Olga: no longer needed", or just the state. */
export function stateText(intl: IntlShape, o: WorkOrder): string {
  const state = intl.formatMessage(STATE_MESSAGES[o.state]);
  if (o.state === 'done' && o.closedReason === 'counter-reset' && !o.closedBy)
    return intl.formatMessage(messages.closedByEngine);
  if ((o.state === 'done' || o.state === 'cancelled') && o.closedBy && o.closedReason)
    return intl.formatMessage(messages.closedBy, {
      state,
      name: o.closedBy,
      reason: o.closedReason,
    });
  return state;
}
