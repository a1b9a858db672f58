import { useIntl } from 'react-intl';
import type { CampaignForm, FormErrors } from '@/domain/campaigns/campaign-plan';
import { Field, inputClass } from './form-field';
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
    id: `campaign-${key}`,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby':
      [errors[key] && `campaign-${key}-error`, `campaign-${key}-hint`].filter(Boolean).join(' ') ||
      undefined,
    className: inputClass,
  });
  return (
    <div className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field
        id="campaign-name"
        label={intl.formatMessage(messages.formName)}
        error={errorText('name')}
      >
        <input {...fieldProps('name')} autoComplete="off" />
      </Field>
      <Field id="campaign-action" label={intl.formatMessage(messages.formAction)}>
        <select
          id="campaign-action"
          value={form.action}
          onChange={(e) => set('action')(e.target.value)}
          className={inputClass}
        >
          <option value="update">{intl.formatMessage(messages.actionUpdate)}</option>
          <option value="reset">{intl.formatMessage(messages.actionReset)}</option>
        </select>
      </Field>
      <Field
        id="campaign-expectedVersion"
        label={intl.formatMessage(messages.formExpectedVersion)}
        hint={intl.formatMessage(messages.formExpectedVersionHint)}
        error={errorText('expectedVersion')}
      >
        <input {...fieldProps('expectedVersion')} disabled={form.action === 'reset'} />
      </Field>
      <Field
        id="campaign-firstWave"
        label={intl.formatMessage(messages.formFirstWave)}
        hint={intl.formatMessage(messages.formFirstWaveHint)}
        error={errorText('firstWave')}
      >
        <input {...fieldProps('firstWave')} inputMode="numeric" />
      </Field>
      <Field
        id="campaign-growth"
        label={intl.formatMessage(messages.formGrowth)}
        hint={intl.formatMessage(messages.formGrowthHint)}
        error={errorText('growth')}
      >
        <input {...fieldProps('growth')} inputMode="decimal" />
      </Field>
      <Field
        id="campaign-maxBusy"
        label={intl.formatMessage(messages.formMaxBusy)}
        hint={intl.formatMessage(messages.formMaxBusyHint)}
        error={errorText('maxBusy')}
      >
        <input {...fieldProps('maxBusy')} inputMode="numeric" />
      </Field>
      <Field
        id="campaign-soakMinutes"
        label={intl.formatMessage(messages.formSoak)}
        hint={intl.formatMessage(messages.formSoakHint)}
        error={errorText('soakMinutes')}
      >
        <input {...fieldProps('soakMinutes')} inputMode="decimal" />
      </Field>
      <Field
        id="campaign-failurePct"
        label={intl.formatMessage(messages.formFailurePct)}
        hint={intl.formatMessage(messages.formFailurePctHint)}
        error={errorText('failurePct')}
      >
        <input {...fieldProps('failurePct')} inputMode="decimal" />
      </Field>
      <Field
        id="campaign-quietHours"
        label={intl.formatMessage(messages.formQuietHours)}
        hint={intl.formatMessage(messages.formQuietHoursHint)}
        error={errorText('quietHours')}
      >
        <input {...fieldProps('quietHours')} />
      </Field>
      <Field
        id="campaign-waitMinutes"
        label={intl.formatMessage(messages.formWait)}
        hint={intl.formatMessage(messages.formWaitHint)}
        error={errorText('waitMinutes')}
      >
        <input {...fieldProps('waitMinutes')} inputMode="decimal" />
      </Field>
    </div>
  );
}
