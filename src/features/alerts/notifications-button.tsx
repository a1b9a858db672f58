import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notificationPermission, type Permission } from './notifications';

const TEXT: Record<Permission, string> = {
  default: 'Desktop notifications are off.',
  granted: 'Desktop notifications are on: one per new alert, one summary when more than 3 fire.',
  denied:
    'The browser blocks notifications for this site. The dashboard does not ask again; allow them in the site settings of your browser to get them.',
  unsupported: 'This browser cannot show desktop notifications.',
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
        <Button onClick={() => void enable()}>Enable desktop notifications</Button>
      )}
      <p role="status">{TEXT[permission]}</p>
    </div>
  );
}
