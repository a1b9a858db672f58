import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { notificationApi, notificationQueries } from '@/api/engine/notifications';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { messages, valueMessages } from './messages';
import { TextField } from './text-field';
import { WebhookRow } from './webhook-row';

/** One company's webhooks, headed by its label as the company switcher shows it. */
export function CompanyWebhooks({ company, label }: { company: string; label: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const webhooks = useQuery({ ...notificationQueries.webhooks(company), refetchInterval: 10_000 });
  const [url, setUrl] = useState('');
  const add = useMutation({
    mutationFn: (value: string) => notificationApi.addWebhook(company, value),
    onSuccess: async () => {
      setUrl('');
      await queryClient.invalidateQueries({
        queryKey: notificationQueries.webhooks(company).queryKey,
      });
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (url.trim()) add.mutate(url.trim());
  }

  return (
    <Panel title={label}>
      <p className="mb-3 text-sm text-fg-muted">{t(messages.webhooksHint)}</p>
      <QueryState query={webhooks} loadingLabel={t(messages.webhooksLoading)}>
        {(hooks) =>
          hooks.length === 0 ? (
            <p className="text-sm text-fg-muted">{t(messages.noWebhooks)}</p>
          ) : (
            <ul className="space-y-2">
              {hooks.map((hook) => (
                <WebhookRow key={hook.id} company={company} hook={hook} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-2">
        <TextField
          label={t(messages.webhookUrl)}
          type="url"
          value={url}
          onChange={(value) => {
            add.reset();
            setUrl(value);
          }}
          className="min-w-64 flex-1"
        />
        <Button type="submit" variant="primary" disabled={add.isPending}>
          {t(messages.addWebhook)}
        </Button>
      </form>
      {add.isError && (
        <p role="alert" className="mt-2 text-sm text-fault-text">
          {t(valueMessages.refused, { reason: add.error.message })}
        </p>
      )}
    </Panel>
  );
}
