import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { EngineAlert } from '@/api/engine/alerts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { useAlertText } from '../alert-text';
import { messages } from '../messages';

interface Props {
  alerts: readonly EngineAlert[];
  /** Resolves when the note is stored (the list refetches it); rejects with the server's error. */
  onAdd(alert: EngineAlert, text: string): Promise<unknown>;
}

/** A note on one firing alert, for everyone who may see it (the engine keeps it with its author). */
export function EngineNoteForm({ alerts, onAdd }: Props) {
  const intl = useIntl();
  const alertText = useAlertText();
  const [alertId, setAlertId] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  if (!alerts.length) return null;
  const chosen = alerts.find((a) => a.id === alertId) ?? alerts[0]!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    void onAdd(chosen, text.trim())
      .then(() => setText(''))
      .finally(() => setBusy(false));
  };

  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      aria-label={intl.formatMessage(messages.noteFormLabel)}
      onSubmit={submit}
    >
      <Field compact label={intl.formatMessage(messages.noteAlert)}>
        <Select value={chosen.id} onChange={(e) => setAlertId(e.target.value)}>
          {alerts.map((a) => (
            <option key={a.id} value={a.id}>
              {`${alertText.ruleName(a.rule)}: ${alertText.subject(a.subject)}`}
            </option>
          ))}
        </Select>
      </Field>
      <Field compact label={intl.formatMessage(messages.noteText)} className="min-w-64 flex-1">
        <TextInput value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
      </Field>
      <Button type="submit" disabled={busy || !text.trim()}>
        {intl.formatMessage(messages.noteAdd)}
      </Button>
    </form>
  );
}
