import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { notificationApi, notificationQueries } from '@/api/engine/notifications';
import { Button } from '@/components/ui/button';
import { PushUnavailable, subscribeThisDevice, thisDeviceEndpoint } from '@/lib/push-device';
import { messages, valueMessages } from './messages';
import { browserTimeZone } from './settings-form';

const PROBLEM_TEXT = {
  denied: messages.pushDenied,
  unsupported: messages.pushUnsupported,
  'no-worker': messages.pushUnsupported,
} as const;

/** The browser's permission is asked only by this button's click (docs/decisions.md#notifications). */
export function PushButton({ devices }: { devices: string[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const endpoint = useQuery({
    queryKey: ['push-device'],
    queryFn: thisDeviceEndpoint,
    staleTime: Infinity,
  });
  const on = endpoint.data != null && devices.includes(endpoint.data);
  const enable = useMutation({
    mutationFn: async () => {
      const key = await notificationApi.pushKey();
      const subscription = await subscribeThisDevice(key);
      await notificationApi.addDevice(subscription, intl.locale, browserTimeZone());
      return subscription.endpoint ?? null;
    },
    onSuccess: async (added) => {
      queryClient.setQueryData(['push-device'], added);
      await queryClient.invalidateQueries({ queryKey: notificationQueries.settings().queryKey });
    },
  });
  const problem =
    enable.error instanceof PushUnavailable ? t(PROBLEM_TEXT[enable.error.problem]) : null;

  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => enable.mutate()} disabled={enable.isPending || on}>
          {t(messages.enablePush)}
        </Button>
        <span role="status">
          {on ? t(messages.pushOn) : t(valueMessages.pushDevices, { count: devices.length })}
        </span>
      </div>
      {enable.isError && (
        <p role="alert" className="text-fault-text">
          {problem ?? t(valueMessages.pushFailed, { reason: enable.error.message })}
        </p>
      )}
    </div>
  );
}
