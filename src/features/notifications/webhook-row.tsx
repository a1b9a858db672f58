import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { notificationApi, notificationQueries, type Webhook } from '@/api/engine/notifications';
import { Button } from '@/components/ui/button';
import { useNow } from '@/components/ui/use-now';
import { deliveryText } from './delivery-text';
import { messages, valueMessages } from './messages';

/** One webhook: its address, signing secret, last delivery, Send test and Delete. */
export function WebhookRow({ company, hook }: { company: string; hook: Webhook }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const now = useNow(5000);
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: notificationQueries.webhooks(company).queryKey });
  const test = useMutation({
    mutationFn: () => notificationApi.testWebhook(company, hook.id),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => notificationApi.deleteWebhook(company, hook.id),
    onSuccess: refresh,
  });
  return (
    <li className="space-y-1 rounded-md border border-line p-3 text-sm">
      <p className="font-medium break-all">{hook.url}</p>
      <p className="text-fg-muted">
        {t(messages.secret)}: <code className="break-all">{hook.secret}</code>
      </p>
      <p>
        {t(messages.lastDelivery)}:{' '}
        {hook.lastDelivery ? deliveryText(intl, hook.lastDelivery, now) : t(messages.never)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          onClick={() => test.mutate()}
          disabled={test.isPending}
          aria-label={t(valueMessages.testLabel, { url: hook.url })}
        >
          {t(messages.sendTest)}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
          aria-label={t(valueMessages.deleteLabel, { url: hook.url })}
        >
          {t(messages.deleteWebhook)}
        </Button>
        {test.isSuccess && <span role="status">{t(messages.testQueued)}</span>}
        {(test.isError || remove.isError) && (
          <span role="alert" className="text-fault-text">
            {(test.error ?? remove.error)?.message}
          </span>
        )}
      </div>
    </li>
  );
}
