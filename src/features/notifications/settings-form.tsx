import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  notificationQueries,
  notificationApi,
  type NotificationSettings,
} from '@/api/engine/notifications';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { checkDraft, draftOf, type DraftErrors, type SettingsDraft } from './settings-draft';
import { messages, valueMessages } from './messages';
import { NarrowFields } from './narrow-fields';
import { TextField } from './text-field';

const ERROR_TEXT = {
  email: { needed: messages.emailNeeded, invalid: messages.emailInvalid },
  quietHours: { needed: messages.quietInvalid, invalid: messages.quietInvalid },
  repeatMinutes: { needed: messages.repeatInvalid, invalid: messages.repeatInvalid },
} as const;
type TextErrors = keyof typeof ERROR_TEXT;

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

interface SettingsFormProps {
  settings: NotificationSettings;
  /** The companies the person may see, labelled as the company switcher does. */
  companies: readonly { id: string; label: string }[];
}

/** E-mail, digest, narrowing, quiet hours and repeat: what is typed stays until Save accepts it. */
export function SettingsForm({ settings, companies }: SettingsFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useMutation({
    mutationFn: notificationApi.saveSettings,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: notificationQueries.settings().queryKey }),
  });
  const change = (patch: Partial<SettingsDraft>) => {
    save.reset();
    setDraft((d) => ({ ...d, ...patch }));
  };
  const errorOf = (field: TextErrors) => {
    const kind = errors[field];
    return kind ? t(ERROR_TEXT[field][kind]) : undefined;
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkDraft(draft, {
      language: intl.locale,
      timeZone: browserTimeZone(),
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.input);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Checkbox look="field" checked={draft.emailOn} onChange={(emailOn) => change({ emailOn })}>
        {t(messages.email)}
      </Checkbox>
      <TextField
        label={t(messages.emailAddress)}
        type="email"
        value={draft.email}
        onChange={(email) => change({ email })}
        error={errorOf('email')}
        className="max-w-sm"
      />
      <Checkbox
        look="field"
        checked={draft.digest}
        aria-describedby="notifications-digest-hint"
        onChange={(digest) => change({ digest })}
      >
        {t(messages.digest)}
      </Checkbox>
      <p id="notifications-digest-hint" className="-mt-3 text-xs text-fg-muted">
        {t(valueMessages.digestHint, { zone: browserTimeZone() })}
      </p>
      <NarrowFields draft={draft} change={change} errors={errors} companies={companies} />
      <TextField
        label={t(messages.quietHours)}
        value={draft.quietHours}
        onChange={(quietHours) => change({ quietHours })}
        error={errorOf('quietHours')}
        hint={t(valueMessages.quietHint, { zone: browserTimeZone() })}
        className="max-w-sm"
      />
      <div className="flex flex-wrap items-end gap-4">
        <Checkbox
          look="field"
          checked={draft.repeatOn}
          onChange={(repeatOn) => change({ repeatOn })}
        >
          {t(messages.repeat)}
        </Checkbox>
        {draft.repeatOn && (
          <TextField
            label={t(messages.repeatMinutes)}
            inputMode="numeric"
            value={draft.repeatMinutes}
            onChange={(repeatMinutes) => change({ repeatMinutes })}
            error={errorOf('repeatMinutes')}
            className="w-36"
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t(save.isPending ? messages.saving : messages.save)}
        </Button>
        {save.isSuccess && <span role="status">{t(messages.saved)}</span>}
        {save.isError && (
          <span role="alert" className="text-fault-text">
            {t(valueMessages.saveFailed, { reason: save.error.message })}
          </span>
        )}
      </div>
    </form>
  );
}
