import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { messages } from './messages';
import { WorkOrderForm, type WorkOrderPrefill } from './work-order-form';

interface Props {
  company: string | undefined;
  prefill?: WorkOrderPrefill;
  /** **New work order** on the list page; **Create work order** elsewhere. */
  isNew?: boolean;
  /** The unit's name, for a row's accessible name ("Create work order for …"). */
  unitName?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

export function CreateWorkOrderButton({
  company,
  prefill = {},
  isNew = false,
  unitName,
  size,
  variant,
}: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  const text = t(isNew ? messages.newWorkOrder : messages.createWorkOrder);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        onClick={() => setOpen(true)}
        title={unitName ? t(messages.createFor, { unit: unitName }) : undefined}
      >
        {text}
      </Button>
      <Dialog open={open} title={text} onClose={() => setOpen(false)} wide>
        <WorkOrderForm company={company} prefill={prefill} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
