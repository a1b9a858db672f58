import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { messages } from './messages';
import { notificationPermission, type Permission } from './notifications';

const TEXT: Record<Permission, MessageDescriptor> = {
  default: messages.notificationsDefault,
  granted: messages.notificationsGranted,
  denied: messages.notificationsDenied,
  unsupported: messages.notificationsUnsupported,
};

/** Asks for the permission only when clicked; a refusal is explained, never asked again. */
export function NotificationsButton() {
  const [permission, setPermission] = useState<Permission>(notificationPermission);
  async function enable() {
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(notificationPermission());
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {permission === 'default' && (
        <Button onClick={() => void enable()}>
          <FormattedMessage {...messages.enableNotifications} />
        </Button>
      )}
      <p role="status">
        <FormattedMessage {...TEXT[permission]} />
      </p>
    </div>
  );
}
