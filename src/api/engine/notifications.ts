// The notifications area of the engine API (server/engine/README.md, notifications): a person's
// settings and devices, and each company's webhooks. Keys: ['engine', company ?? 'all', 'notifications', …].
import { queryOptions } from '@tanstack/react-query';
import { seg } from '@/api/client';
import { engineClient } from './engine-client';

export interface NotificationSettings {
  saved: boolean;
  emailOn: boolean;
  email: string | null;
  language: string;
  timeZone: string;
  quietHours: string;
  repeatMinutes: number | null;
  companies: string[] | null;
  rules: string[] | null;
  /** The daily summary by e-mail, at 07:00 in the person's time zone. */
  digest: boolean;
  devices: string[];
}

export type SettingsInput = Omit<NotificationSettings, 'saved' | 'devices'>;

export interface DeliverySummary {
  id: number;
  kind: 'firing' | 'resolved' | 'test' | 'reminder';
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped' | 'unknown';
  attempts: number;
  createdAt: number;
  doneAt: number | null;
  nextAt: number;
  error: string | null;
}

export interface Webhook {
  id: number;
  url: string;
  secret: string;
  createdAt: number;
  lastDelivery: DeliverySummary | null;
}

export const notificationQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['engine', 'all', 'notifications', 'settings'] as const,
      queryFn: async ({ signal }) =>
        engineClient.get<NotificationSettings>('/notifications/settings', { signal }),
    }),
  webhooks: (company: string) =>
    queryOptions({
      queryKey: ['engine', company, 'notifications', 'webhooks'] as const,
      queryFn: async ({ signal }) =>
        engineClient.get<Webhook[]>(`/companies/${seg(company)}/webhooks`, { signal }),
    }),
};

export const notificationApi = {
  saveSettings: (input: SettingsInput) =>
    engineClient.send('PUT', '/notifications/settings', { body: input }),
  pushKey: async () =>
    (await engineClient.get<{ publicKey: string }>('/notifications/push/key')).publicKey,
  addDevice: (subscription: PushSubscriptionJSON, language: string, timeZone: string) =>
    engineClient.send('POST', '/notifications/push', {
      body: { ...subscription, language, timeZone },
    }),
  removeDevice: (endpoint: string) =>
    engineClient.send('DELETE', '/notifications/push', { body: { endpoint } }),
  addWebhook: (company: string, url: string) =>
    engineClient.send<Webhook>('POST', `/companies/${seg(company)}/webhooks`, { body: { url } }),
  deleteWebhook: (company: string, id: number) =>
    engineClient.send('DELETE', `/companies/${seg(company)}/webhooks/${id}`),
  testWebhook: (company: string, id: number) =>
    engineClient.send('POST', `/companies/${seg(company)}/webhooks/${id}/test`),
};
