import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { engineAlertActions, engineAlertQueries } from '@/api/engine/alerts';
import { QueryState } from '@/components/ui/query-state';
import { messages } from '../messages';
import { RulesEditor, type RulesSource } from '../rules-editor';

/**
 * docs/decisions.md#engine-alerts: rules are per company on the engine; an owner with
 * permission to edit equipment there changes them for everyone.
 */
export function EngineRulesPanel({ company }: { company: string | undefined }) {
  if (!company)
    return (
      <p className="text-sm text-fg-muted">
        <FormattedMessage {...messages.rulesPickCompany} />
      </p>
    );
  return <CompanyRules company={company} />;
}

function CompanyRules({ company }: { company: string }) {
  const client = useQueryClient();
  const query = useQuery(engineAlertQueries.rules(company));
  const data = query.data;
  const source = useMemo<RulesSource | null>(
    () =>
      data
        ? {
            key: data,
            load: () => Promise.resolve(data.rules),
            save: async (rules) => {
              await engineAlertActions.saveRules(company, rules);
              await client.invalidateQueries({ queryKey: engineAlertQueries.all(company) });
            },
          }
        : null,
    [data, company, client],
  );
  return (
    <QueryState query={query}>
      {(rules) => (
        <>
          {!rules.canChange && (
            <p className="mb-2 text-sm text-fg-muted">
              <FormattedMessage {...messages.rulesReadOnly} />
            </p>
          )}
          {source && <RulesEditor source={source} />}
        </>
      )}
    </QueryState>
  );
}
