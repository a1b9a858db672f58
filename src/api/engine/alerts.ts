import { queryOptions } from '@tanstack/react-query';
import type { AlertInstance, ResolvedAlert } from '@/domain/alerts/alert-engine';
import type { RuleSettings } from '@/domain/alerts/alert-rules';
import { engineClient } from './engine-client';

// docs/decisions.md#engine-alerts: the alerts the engine keeps, the same for everyone who may see
// them. Keys ['engine', company ?? 'all', 'alerts', …]: the engine's events refetch them.

/** An alert as the engine answers it: the reducer's alert and who did what to it. */
export interface EngineAlert extends AlertInstance {
  companyGuids: string[];
  /** `by`: the person's name. */
  ack?: { by: string; at: number };
  snoozed?: { by: string; until: number };
  notes: { at: number; author: string; text: string }[];
}

export type EngineResolvedAlert = EngineAlert & Pick<ResolvedAlert, 'resolvedAt' | 'reason'>;

export interface EngineRules {
  company: string;
  rules: RuleSettings;
  updatedBy: string | null;
  updatedAt: number | null;
  canChange: boolean;
}

export type SnoozeFor = '1h' | '1d';

const base = (company: string | undefined) => ['engine', company ?? 'all', 'alerts'] as const;

/** One read of `/alerts` in a view: the alerts firing now, or those that ended. */
function alertsView<A>(company: string | undefined, view: 'firing' | 'history') {
  return queryOptions({
    queryKey: [...base(company), view] as const,
    queryFn: ({ signal }) =>
      engineClient
        .get<{ alerts: A[] }>('/alerts', { company, query: { view }, signal })
        .then((r) => r.alerts),
  });
}

export const engineAlertQueries = {
  all: base,
  firing: (company: string | undefined) => alertsView<EngineAlert>(company, 'firing'),
  history: (company: string | undefined) => alertsView<EngineResolvedAlert>(company, 'history'),
  count: (company: string | undefined) =>
    queryOptions({
      queryKey: [...base(company), 'count'] as const,
      queryFn: ({ signal }) =>
        engineClient
          .get<{ count: number }>('/alerts/count', { company, signal })
          .then((r) => r.count),
    }),
  rules: (company: string) =>
    queryOptions({
      queryKey: [...base(company), 'rules'] as const,
      queryFn: ({ signal }) => engineClient.get<EngineRules>('/alert-rules', { company, signal }),
    }),
};

export const engineAlertActions = {
  acknowledge: (id: string) =>
    engineClient.send('POST', `/alerts/${encodeURIComponent(id)}/acknowledge`),
  snooze: (id: string, duration: SnoozeFor) =>
    engineClient.send('POST', `/alerts/${encodeURIComponent(id)}/snooze`, { body: { duration } }),
  note: (id: string, text: string) =>
    engineClient.send('POST', `/alerts/${encodeURIComponent(id)}/notes`, { body: { text } }),
  saveRules: (company: string, rules: RuleSettings) =>
    engineClient.send('PUT', '/alert-rules', { company, body: { rules } }),
};
