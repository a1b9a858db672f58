import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useCompanyLabels } from '@/lib/company-labels';
import { CompanyLabelDialog } from './company-label-dialog';
import { companyNameText } from './company-name';
import { useCompany, useSetCompany } from '@/lib/use-company';
import { messages } from './messages';

/** "All companies" plus one option per company of the caller (docs/decisions.md#companies). */
export function CompanySwitcher({ companies }: { companies: string[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useCompany();
  const setCompany = useSetCompany();
  const labels = useCompanyLabels();
  const [labelling, setLabelling] = useState(false);
  const id = useId();
  const unknown = company !== undefined && !companies.includes(company);

  return (
    <div className="flex min-w-0 items-center gap-1">
      <label htmlFor={id} className="sr-only text-sm text-fg-muted sm:not-sr-only">
        {t(messages.company)}
      </label>
      <Select
        id={id}
        value={company ?? ''}
        onChange={(e) => setCompany(e.target.value || undefined)}
        className="max-w-32 min-w-0 sm:max-w-48"
      >
        <option value="">{t(messages.allCompanies)}</option>
        {companies.map((guid) => (
          <option key={guid} value={guid} title={guid}>
            {companyNameText(intl, guid, labels)}
          </option>
        ))}
        {unknown && <option value={company}>{t(messages.unknownCompany)}</option>}
      </Select>
      <Button
        variant="ghost"
        size="sm"
        disabled={!company || unknown}
        onClick={() => setLabelling(true)}
        aria-label={t(messages.nameThis)}
        title={company ? t(messages.nameTip) : t(messages.chooseFirst)}
      >
        <span aria-hidden>✎</span>
      </Button>
      {company && !unknown && (
        <CompanyLabelDialog
          key={`${company}:${labelling}`}
          open={labelling}
          guid={company}
          current={labels[company] ?? ''}
          onClose={() => setLabelling(false)}
        />
      )}
    </div>
  );
}
