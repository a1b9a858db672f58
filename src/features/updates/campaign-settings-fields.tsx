import { useIntl } from 'react-intl';
import type { CampaignForm, FormErrors } from '@/domain/campaigns/campaign-plan';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { FORM_ERROR_MESSAGES, messages } from './messages';
import type { CampaignFormState } from './use-campaign-form';

/** The settings typed as numbers (quiet hours as text): the form's key, label, hint, keyboard. */
const NUMBER_FIELDS = [
  ['firstWave', 'formFirstWave', 'formFirstWaveHint', 'numeric'],
  ['growth', 'formGrowth', 'formGrowthHint', 'decimal'],
  ['maxBusy', 'formMaxBusy', 'formMaxBusyHint', 'numeric'],
  ['soakMinutes', 'formSoak', 'formSoakHint', 'decimal'],
  ['failurePct', 'formFailurePct', 'formFailurePctHint', 'decimal'],
  ['quietHours', 'formQuietHours', 'formQuietHoursHint', undefined],
  ['waitMinutes', 'formWait', 'formWaitHint', 'decimal'],
] as const satisfies readonly (readonly [
  keyof CampaignForm,
  keyof typeof messages,
  keyof typeof messages,
  'numeric' | 'decimal' | undefined,
])[];

/** The campaign's settings: name, action, version, waves, limits and quiet hours. */
export function CampaignSettingsFields({ state }: { state: CampaignFormState }) {
  const intl = useIntl();
  const { form, setForm, errors } = state;
  const errorText = (key: keyof FormErrors) => {
    const code = errors[key];
    return code && intl.formatMessage(FORM_ERROR_MESSAGES[code]);
  };
  const set = (key: keyof CampaignForm) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const fieldProps = (key: keyof CampaignForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    className: 'w-full',
  });
  return (
    <div className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={intl.formatMessage(messages.formName)} error={errorText('name')}>
        <TextInput {...fieldProps('name')} autoComplete="off" />
      </Field>
      <Field label={intl.formatMessage(messages.formAction)}>
        <Select value={form.action} onChange={(e) => set('action')(e.target.value)}>
          <option value="update">{intl.formatMessage(messages.actionUpdate)}</option>
          <option value="reset">{intl.formatMessage(messages.actionReset)}</option>
        </Select>
      </Field>
      <Field
        label={intl.formatMessage(messages.formExpectedVersion)}
        hint={intl.formatMessage(messages.formExpectedVersionHint)}
        error={errorText('expectedVersion')}
      >
        <TextInput {...fieldProps('expectedVersion')} disabled={form.action === 'reset'} />
      </Field>
      {NUMBER_FIELDS.map(([key, label, hint, inputMode]) => (
        <Field
          key={key}
          label={intl.formatMessage(messages[label])}
          hint={intl.formatMessage(messages[hint])}
          error={errorText(key)}
        >
          <TextInput {...fieldProps(key)} inputMode={inputMode} />
        </Field>
      ))}
    </div>
  );
}
