import { useIntl } from 'react-intl';
import type { CampaignForm, FormErrors } from '@/domain/campaigns/campaign-plan';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { FORM_ERROR_MESSAGES, messages } from './messages';
import type { CampaignFormState } from './use-campaign-form';

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
      <Field
        label={intl.formatMessage(messages.formFirstWave)}
        hint={intl.formatMessage(messages.formFirstWaveHint)}
        error={errorText('firstWave')}
      >
        <TextInput {...fieldProps('firstWave')} inputMode="numeric" />
      </Field>
      <Field
        label={intl.formatMessage(messages.formGrowth)}
        hint={intl.formatMessage(messages.formGrowthHint)}
        error={errorText('growth')}
      >
        <TextInput {...fieldProps('growth')} inputMode="decimal" />
      </Field>
      <Field
        label={intl.formatMessage(messages.formMaxBusy)}
        hint={intl.formatMessage(messages.formMaxBusyHint)}
        error={errorText('maxBusy')}
      >
        <TextInput {...fieldProps('maxBusy')} inputMode="numeric" />
      </Field>
      <Field
        label={intl.formatMessage(messages.formSoak)}
        hint={intl.formatMessage(messages.formSoakHint)}
        error={errorText('soakMinutes')}
      >
        <TextInput {...fieldProps('soakMinutes')} inputMode="decimal" />
      </Field>
      <Field
        label={intl.formatMessage(messages.formFailurePct)}
        hint={intl.formatMessage(messages.formFailurePctHint)}
        error={errorText('failurePct')}
      >
        <TextInput {...fieldProps('failurePct')} inputMode="decimal" />
      </Field>
      <Field
        label={intl.formatMessage(messages.formQuietHours)}
        hint={intl.formatMessage(messages.formQuietHoursHint)}
        error={errorText('quietHours')}
      >
        <TextInput {...fieldProps('quietHours')} />
      </Field>
      <Field
        label={intl.formatMessage(messages.formWait)}
        hint={intl.formatMessage(messages.formWaitHint)}
        error={errorText('waitMinutes')}
      >
        <TextInput {...fieldProps('waitMinutes')} inputMode="decimal" />
      </Field>
    </div>
  );
}
