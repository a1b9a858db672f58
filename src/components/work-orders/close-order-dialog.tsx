import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { changeWorkOrder, type WorkOrder } from '@/api/engine/work-orders';
import { Dialog } from '@/components/ui/dialog';
import { isWorkOrderQuery } from './work-order-queries';
import { FormFooter } from './form-footer';
import { messages } from './messages';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

interface Props {
  order: WorkOrder | null;
  to: 'done' | 'cancelled';
  onClose: () => void;
}

/** Done by a person (the counter was not seen reset) or cancelled: with a reason. */
export function CloseOrderDialog({ order, to, onClose }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = useMutation({
    mutationFn: (o: WorkOrder) => changeWorkOrder(o.id, { state: to, reason: reason.trim() }),
    onSuccess: async () => {
      await client.invalidateQueries({ predicate: isWorkOrderQuery });
      setReason('');
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!reason.trim());
    if (order && reason.trim()) close.mutate(order);
  };
  return (
    <Dialog
      open={order !== null}
      title={t(to === 'done' ? messages.doneTitle : messages.cancelTitle)}
      description={to === 'done' ? t(messages.doneIntro) : undefined}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field label={t(messages.reason)} error={missing ? t(messages.reasonRequired) : undefined}>
          <TextInput value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <FormFooter
          error={close.error}
          pending={close.isPending}
          onCancel={onClose}
          submitLabel={t(messages.confirm)}
        />
      </form>
    </Dialog>
  );
}
