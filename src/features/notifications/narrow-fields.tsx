import { useIntl } from 'react-intl';
import { RULE_IDS, WORK_ORDER_OVERDUE } from '@/domain/alerts/alert-rules';
import { ChoiceList } from './choice-list';
import { messages, ruleMessages } from './messages';
import type { DraftErrors, SettingsDraft } from './settings-draft';

interface NarrowFieldsProps {
  draft: SettingsDraft;
  change: (patch: Partial<SettingsDraft>) => void;
  errors: DraftErrors;
  companies: readonly { id: string; label: string }[];
}

/** Which of the person's companies and which rules notify them (e-mail and push). */
export function NarrowFields({ draft, change, errors, companies }: NarrowFieldsProps) {
  const t = useIntl().formatMessage;
  const rules = ([...RULE_IDS, WORK_ORDER_OVERDUE] as const).map((id) => ({
    id,
    label: t(ruleMessages[id]),
  }));
  return (
    <>
      {companies.length > 1 && (
        <ChoiceList
          legend={t(messages.companiesLegend)}
          hint={t(messages.companiesHint)}
          options={companies}
          chosen={draft.companies}
          onChange={(chosen) => change({ companies: chosen })}
          error={errors.companies ? t(messages.companiesNeeded) : undefined}
        />
      )}
      <ChoiceList
        legend={t(messages.rulesLegend)}
        hint={t(messages.rulesHint)}
        options={rules}
        chosen={draft.rules}
        onChange={(chosen) => change({ rules: chosen })}
        error={errors.rules ? t(messages.rulesNeeded) : undefined}
      />
    </>
  );
}
