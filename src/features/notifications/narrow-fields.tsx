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

const LISTS = {
  companies: {
    legend: messages.companiesLegend,
    hint: messages.companiesHint,
    needed: messages.companiesNeeded,
  },
  rules: { legend: messages.rulesLegend, hint: messages.rulesHint, needed: messages.rulesNeeded },
} as const;

/** Which of the person's companies and which rules notify them (e-mail and push). */
export function NarrowFields({ draft, change, errors, companies }: NarrowFieldsProps) {
  const t = useIntl().formatMessage;
  const rules = ([...RULE_IDS, WORK_ORDER_OVERDUE] as const).map((id) => ({
    id,
    label: t(ruleMessages[id]),
  }));
  // Both lists narrow the same way: a legend, a hint, and "pick at least one" when left empty.
  const listProps = (
    key: keyof typeof LISTS,
    options: readonly { id: string; label: string }[],
  ) => ({
    legend: t(LISTS[key].legend),
    hint: t(LISTS[key].hint),
    options,
    chosen: draft[key],
    onChange: (chosen: string[] | null) => change({ [key]: chosen }),
    error: errors[key] ? t(LISTS[key].needed) : undefined,
  });
  return (
    <>
      {companies.length > 1 && <ChoiceList {...listProps('companies', companies)} />}
      <ChoiceList {...listProps('rules', rules)} />
    </>
  );
}
